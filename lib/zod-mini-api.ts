/**
 * The part of zod/mini's API the app uses (lib/zod-mini.ts re-exports it as `z`), for the same
 * reason as lib/zod-api.ts: a namespace handed around whole cannot be tree-shaken.
 */
export {
  array,
  boolean,
  config,
  enum,
  int,
  maxLength,
  maximum,
  minLength,
  minimum,
  nullable,
  number,
  object,
  string,
  uuid,
} from 'zod/mini';
export type { infer, ZodMiniType } from 'zod/mini';

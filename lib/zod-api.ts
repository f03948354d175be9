/**
 * The part of zod's API this app uses, and only that (lib/zod.ts re-exports it as `z`). zod's own
 * `z` namespace also carries `z.locales`, every language's error messages (about 60 kB gzip), and
 * a namespace handed around whole cannot be tree-shaken, so each page with a form or an offline
 * store shipped them all (issue 48's profile of /sos). A name the app starts using is added here.
 */
export {
  array,
  boolean,
  coerce,
  config,
  discriminatedUnion,
  email,
  enum,
  iso,
  literal,
  never,
  NEVER,
  null,
  number,
  object,
  preprocess,
  record,
  strictObject,
  string,
  union,
  unknown,
  url,
  uuid,
  input,
  output,
  ZodError,
} from 'zod';
export type { infer, RefinementCtx, ZodObject, ZodType, ZodTypeAny } from 'zod';

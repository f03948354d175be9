import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

export interface FunctionSettings {
  verify_jwt?: boolean;
  enabled?: boolean;
}

export interface FunctionsConfig {
  verifyJwt(name: string): boolean;
  isDisabled(name: string): boolean;
}

/** `[functions.<name>]` of `supabase/config.toml` (Supabase CLI format), with overrides on top. */
export function loadFunctionsConfig(
  configFile: string | null,
  overrides: Record<string, FunctionSettings> = {},
): FunctionsConfig {
  const fromFile: Record<string, FunctionSettings> = {};
  if (configFile && existsSync(configFile)) {
    const parsed = parse(readFileSync(configFile, 'utf8')) as { functions?: Record<string, FunctionSettings> };
    Object.assign(fromFile, parsed.functions ?? {});
  }
  const settings = (name: string): FunctionSettings => ({ ...fromFile[name], ...overrides[name] });
  return {
    // Like the CLI: JWT verification is on unless a function opts out.
    verifyJwt: (name) => settings(name).verify_jwt !== false,
    isDisabled: (name) => settings(name).enabled === false,
  };
}

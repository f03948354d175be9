import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { EXPOSED_SCHEMAS } from '../db/exposed-relationships';
import { defaultPaths } from '../project-paths';
import { json } from './errors';

/** PostgREST reads `Content-Profile` for these methods and `Accept-Profile` for the others (ApiRequest.getSchema). */
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** The Supabase CLI's `[api] schemas` when config.toml sets none. */
const CLI_DEFAULT_SCHEMAS: readonly string[] = ['public', 'graphql_public'];

/**
 * A REST request for a schema the API does not serve (`.schema('personal')` in supabase-js) gets
 * PostgREST's `406 PGRST106` "Invalid schema: personal", whose hint lists `db-schemas` in their
 * configured order: `[api] schemas` of config.toml, which `supabase config push` gives the hosted
 * project (the CLI's default `public, graphql_public` when it sets none). Only `public` is served
 * here (README "Gaps"): lite also exposed `graphql_public`, so `Accept-Profile: graphql_public`
 * reached lite's empty schema (404 PGRST205). Only the header the method reads counts, as in
 * PostgREST: a GET's `Content-Profile` is ignored.
 */
export function refuseUnexposedSchema(request: Request, configured: readonly string[] = configuredApiSchemas()): Response | null {
  const header = WRITE_METHODS.has(request.method) ? 'content-profile' : 'accept-profile';
  const profile = request.headers.get(header);
  if (profile === null || EXPOSED_SCHEMAS.includes(profile)) return null;
  return json(406, {
    code: 'PGRST106',
    details: null,
    hint: `Only the following schemas are exposed: ${configured.join(', ')}`,
    message: `Invalid schema: ${profile}`,
  });
}

let cached: readonly string[] | undefined;

/** `[api] schemas` of the served project's config.toml, read once. */
export function configuredApiSchemas(): readonly string[] {
  if (cached) return cached;
  let configFile: string | null = null;
  try {
    configFile = defaultPaths().configFile;
  } catch {
    // No project directory (a test of the gateway alone): the CLI's default.
  }
  cached = configFile ? apiSchemasOf(configFile) : CLI_DEFAULT_SCHEMAS;
  return cached;
}

export function apiSchemasOf(configFile: string): readonly string[] {
  if (!existsSync(configFile)) return CLI_DEFAULT_SCHEMAS;
  const api = (parse(readFileSync(configFile, 'utf8')) as { api?: { schemas?: unknown } }).api;
  const schemas = api?.schemas;
  return Array.isArray(schemas) && schemas.every((schema) => typeof schema === 'string') ? schemas : CLI_DEFAULT_SCHEMAS;
}

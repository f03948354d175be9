import { EXPOSED_SCHEMAS } from '../db/exposed-relationships';
import { json } from './errors';

/** PostgREST reads `Content-Profile` for these methods and `Accept-Profile` for the others (ApiRequest.getSchema). */
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/**
 * A REST request for a schema the API does not expose (`.schema('personal')` in supabase-js) gets
 * PostgREST's `406 PGRST106` "Invalid schema: personal", whose hint lists the exposed schemas in
 * their configured order: `[api] schemas` of config.toml (`public`), which `supabase config push`
 * gives the hosted project. lite exposes `graphql_public` too, so `Accept-Profile: graphql_public`
 * reached lite's empty schema (404 PGRST205), and its hint listed the schemas sorted. Only the
 * header the method reads counts, as in PostgREST: a GET's `Content-Profile` is ignored.
 */
export function refuseUnexposedSchema(request: Request): Response | null {
  const header = WRITE_METHODS.has(request.method) ? 'content-profile' : 'accept-profile';
  const profile = request.headers.get(header);
  if (profile === null || EXPOSED_SCHEMAS.includes(profile)) return null;
  return json(406, {
    code: 'PGRST106',
    details: null,
    hint: `Only the following schemas are exposed: ${EXPOSED_SCHEMAS.join(', ')}`,
    message: `Invalid schema: ${profile}`,
  });
}

/**
 * `406 PGRST107` "None of these media types are available: …" lists the request's `Accept` as
 * PostgREST read it, not as it was sent: wai's `parseHttpAccept` drops every space and each
 * `;q=…`, sorts by quality then by specificity (`;` count minus `*` count), and PostgREST's
 * `decodeMediaType`/`toMime` print each type back in its own form (MediaType.hs). That matters
 * for the media types hosted does not produce: the execution plan (`.explain()`, `db-plan-enabled
 * = false` on hosted) prints `for="<type>"` of the type it plans for and its options in a fixed
 * order, and GeoJSON (`.geojson()`, without PostGIS) drops its parameters. lite printed the plan
 * as `for="application/json"` whatever it was for and echoed other lists as sent.
 */
export async function namingUnavailableMediaTypes(request: Request, response: Response): Promise<Response> {
  if (response.status !== 406 || !(response.headers.get('content-type') ?? '').includes('json')) return response;
  const body = (await response.clone().json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  if (body?.code !== 'PGRST107' || typeof body.message !== 'string') return response;
  const message = unavailableMediaTypesMessage(request.headers.get('accept'));
  if (message === body.message) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, message }), { status: response.status, statusText: response.statusText, headers });
}

export function unavailableMediaTypesMessage(accept: string | null): string {
  return `None of these media types are available: ${acceptedMediaTypes(accept).join(', ')}`;
}

/** The Accept header as PostgREST lists it: `*\/*` when absent. */
export function acceptedMediaTypes(accept: string | null): string[] {
  if (accept === null) return ['*/*'];
  const entries = (accept === '' ? [] : accept.split(',')).map((entry, index) => {
    const compact = entry.replace(/ /g, '');
    const qAt = compact.indexOf(';q=');
    const type = qAt === -1 ? compact : compact.slice(0, qAt);
    const quality = qAt === -1 ? 1 : haskellDouble(compact.slice(qAt + 3).split(';')[0]);
    return { type, quality, specificity: count(type, ';') - count(type, '*'), index };
  });
  entries.sort((a, b) => b.quality - a.quality || b.specificity - a.specificity || a.index - b.index);
  return entries.map((entry) => printed(entry.type));
}

/** Haskell's `reads` of a Double prefix; 1.0 when there is none (wai's readQ). */
function haskellDouble(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)/.exec(text);
  return match ? Number(match[1]) : 1;
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];

/** PostgREST's `toMime (decodeMediaType text)`. */
function printed(text: string): string {
  const parsed = tokenized(text);
  if (!parsed) return text;
  const { type, params } = parsed;
  switch (type) {
    case 'application/json':
      return 'application/json';
    case 'application/geo+json':
    case 'text/csv':
    case 'text/plain':
    case 'text/xml':
    case 'application/openapi+json':
    case 'application/x-www-form-urlencoded':
    case 'application/octet-stream':
    case '*/*':
      return type;
    case 'application/vnd.pgrst.plan':
    case 'application/vnd.pgrst.plan+text':
    case 'application/vnd.pgrst.plan+json': {
      const format = type.endsWith('+json') ? 'json' : 'text';
      const chosen = (params.get('options') ?? '').split('|');
      const options = PLAN_OPTIONS.filter((option) => chosen.includes(option));
      const forType = printed(params.get('for') ?? 'application/json');
      return `application/vnd.pgrst.plan+${format}; for="${forType}"${options.length > 0 ? `; options=${options.join('|')}` : ''}`;
    }
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return params.get('nulls') === 'stripped' ? 'application/vnd.pgrst.object+json;nulls=stripped' : 'application/vnd.pgrst.object+json';
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return params.get('nulls') === 'stripped' ? 'application/vnd.pgrst.array+json;nulls=stripped' : 'application/json';
    default:
      return text;
  }
}

/**
 * PostgREST's `tokenizeMediaType`: `main/sub` then `;key=value` pairs (quoted, or letters, digits,
 * `|` and `-`) for as long as they parse; what follows is ignored. Type and keys are lower-cased.
 */
function tokenized(text: string): { type: string; params: Map<string, string> } | null {
  const head = /^([A-Za-z0-9.*]+)\/([A-Za-z0-9.*+-]+)/.exec(text);
  if (!head) return null;
  const params = new Map<string, string>();
  const pair = /^;([A-Za-z0-9-]+)=(?:"([^"]*)"|([A-Za-z0-9|-]+))/;
  let rest = text.slice(head[0].length);
  for (let match = pair.exec(rest); match; match = pair.exec(rest)) {
    params.set(match[1].toLowerCase(), match[2] ?? match[3]);
    rest = rest.slice(match[0].length);
  }
  return { type: `${head[1]}/${head[2]}`.toLowerCase(), params };
}

/**
 * The escapers Go's html/template applies to values (GoTrue renders e-mail templates with it),
 * byte for byte where our templates can tell: entities as `&#34;`/`&#39;`/`&#43;`, percent
 * escapes in lower-case hex.
 */

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;', '+': '&#43;', '\0': '\uFFFD' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'+\0]/g, (char) => HTML_ENTITIES[char]);
}

/** A URL that starts an attribute value must be http(s), mailto or relative, else `#ZgotmplZ`. */
export function filterUrl(value: string): string {
  const scheme = /^([^:/?#]*):/.exec(value)?.[1];
  if (scheme === undefined) return value;
  return ['http', 'https', 'mailto'].includes(scheme.toLowerCase()) ? value : '#ZgotmplZ';
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;
const RESERVED = /[!#$&*+,/:;=?@[\]]/;

function percentEncode(value: string, keep: (char: string) => boolean): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += byte < 0x80 && keep(char) ? char : `%${byte.toString(16).padStart(2, '0')}`;
  }
  return out;
}

/** Inside a URL before its query: reserved characters and existing escapes stay as they are. */
export function normaliseUrl(value: string): string {
  return percentEncode(value, (char) => UNRESERVED.test(char) || RESERVED.test(char) || char === '%');
}

/** Inside a query or fragment: everything but unreserved characters is escaped. */
export function escapeUrlQuery(value: string): string {
  return percentEncode(value, (char) => UNRESERVED.test(char));
}

/**
 * Supabase Auth's redirect check (GoTrue `IsRedirectURLValid`): a `redirect_to` is honoured when
 * it is the site (same scheme, host and port; any port on a loopback host) or matches one of
 * `additional_redirect_urls` (globs: `*` stops at `.` and `/`, `**` does not). Otherwise the
 * site URL is used. Decimal-IP and odd hostnames are refused; IP literals only when loopback.
 */
export function isRedirectAllowed(candidate: string, siteUrl: string, allowList: readonly string[]): boolean {
  if (!candidate || /[\u0000-\u0020\u007f]/.test(candidate)) return false;
  let base: URL;
  try {
    base = new URL(siteUrl);
  } catch {
    return false;
  }
  let target: URL | null = null;
  try {
    target = new URL(candidate);
  } catch {
    if (/^https?:\/\//i.test(candidate)) return false;
  }
  if (target) {
    const host = bareHost(target.hostname);
    if (host === bareHost(base.hostname) && target.protocol === base.protocol && (target.port === base.port || isLoopback(host))) return true;
    if (/^[0-9]+$/.test(host)) return false;
    if (isIpLiteral(host)) return isLoopback(host);
    if (/^https?:$/.test(target.protocol) && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(host)) return false;
  }
  const withoutFragment = candidate.split('#')[0];
  return allowList.some((pattern) => globToRegExp(pattern).test(withoutFragment));
}

/** `redirect_to` when allowed, else the Referer when allowed, else the site URL (GoTrue `GetReferrer`). */
export function resolveRedirect(redirectTo: string | null, referer: string | null, siteUrl: string, allowList: readonly string[]): string {
  if (redirectTo && isRedirectAllowed(redirectTo, siteUrl, allowList)) return redirectTo;
  if (referer && isRedirectAllowed(referer, siteUrl, allowList)) return referer;
  return siteUrl;
}

function bareHost(hostname: string): string {
  return hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
}

function isIpLiteral(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':');
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** gobwas/glob with separators `.` and `/`, as GoTrue compiles the allow list. */
function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i];
    if (char === '\\' && i + 1 < pattern.length) source += escapeRegExp(pattern[++i]);
    else if (char === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i += 1;
    } else if (char === '*') source += '[^./]*';
    else if (char === '?') source += '[^./]';
    else if (char === '[') {
      const end = pattern.indexOf(']', i + 1);
      if (end === -1) source += '\\[';
      else {
        const set = pattern.slice(i + 1, end);
        source += `[${set.startsWith('!') ? `^${set.slice(1)}` : set}]`;
        i = end;
      }
    } else if (char === '{') {
      const end = pattern.indexOf('}', i + 1);
      if (end === -1) source += '\\{';
      else {
        source += `(?:${pattern.slice(i + 1, end).split(',').map(escapeRegExp).join('|')})`;
        i = end;
      }
    } else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The inline scripts of a page's HTML and their CSP hashes (decision 0014). Plain JavaScript:
 * besides the app and the scripts, Next's cache handler (lib/cache/static-page-cache-handler.mjs)
 * uses it at run time, where no TypeScript loader runs.
 */
import { createHash } from 'node:crypto';

/**
 * The inline scripts a page's HTML runs, in document order. Scripts with a src are files from our
 * origin ('self'); data blocks (application/ld+json, application/json) are never executed, so a
 * policy need not allow them.
 */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || !isExecutableType(attributes)) continue;
    scripts.push({ attributes, text });
  }
  return scripts;
}

/** The CSP hash source of a script's text ('sha256-…', without quotes). */
export function scriptHash(text) {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * The hash sources a prerendered page's Content-Security-Policy must list so its inline scripts,
 * and no injected one, may run; in document order without repeats. The browser hashes a script's
 * text exactly as it stands between its tags (script text is never entity-decoded).
 */
export function inlineScriptHashes(html) {
  return [...new Set(inlineScripts(html).map(({ text }) => scriptHash(text)))];
}

/** Classic and module scripts run; any other type (JSON-LD, JSON, templates) is inert data. */
function isExecutableType(attributes) {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === '' || type === 'module' || /^(text|application)\/(java|ecma)script$/.test(type);
}

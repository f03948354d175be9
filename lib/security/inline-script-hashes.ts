import { createHash } from 'node:crypto';

export type InlineScript = { attributes: string; text: string };

/**
 * The inline scripts a page's HTML runs, in document order. Scripts with a src are files from our
 * origin ('self'); data blocks (application/ld+json, application/json) are never executed, so a
 * policy need not allow them.
 */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || !isExecutableType(attributes)) continue;
    scripts.push({ attributes, text });
  }
  return scripts;
}

/** The CSP hash source of a script's text ('sha256-…', without quotes). */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * The hash sources a prerendered page's Content-Security-Policy must list so its inline scripts,
 * and no injected one, may run; in document order without repeats. The browser hashes a script's
 * text exactly as it stands between its tags (script text is never entity-decoded).
 */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(({ text }) => scriptHash(text)))];
}

/** Classic and module scripts run; any other type (JSON-LD, JSON, templates) is inert data. */
function isExecutableType(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === '' || type === 'module' || /^(text|application)\/(java|ecma)script$/.test(type);
}

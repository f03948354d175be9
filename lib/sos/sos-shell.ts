import { createHash } from 'node:crypto';
import { EARLY_TAP_SCRIPT, EARLY_TAP_STATUS_ID } from './early-tap';
import { GO_LIVE_SCRIPT } from './sos-shell-go-live';

/**
 * The SOS shell (docs/architecture.md#the-sos-shell): what the service worker shows at once for a
 * full load of /sos, before the network has answered, and keeps in its cache. One small document
 * per language, the same for everyone: the SOS button with its early handler (lib/sos/early-tap.ts,
 * the queued path), 112, and the script that loads the live page in its place
 * (lib/sos/sos-shell-go-live.ts). Nothing of a member is in it, and it needs no bundle, no
 * stylesheet and no font: its own few rules are inline, so it is on screen and working as soon as
 * the worker has read it from the cache. It looks like the top of /sos, so the live page replaces
 * it without a jump.
 */
export type SosShellTexts = {
  /** The document's title (the live page's). */
  documentTitle: string;
  productName: string;
  title: string;
  subtitle: string;
  call112: string;
  /** The button's accessible name, its visible hint and its description. */
  button: string;
  buttonHint: string;
  buttonHelp: string;
  /** What the early handler says (its data attributes). */
  sending: string;
  retrying: string;
  sent: string;
  signedOut: string;
  /** Shown while the live page loads. */
  loading: string;
};

// The live /sos's tokens (app/globals.css): emergency red, text, muted text, system font.
const STYLE = `
:root{color-scheme:light}
*{box-sizing:border-box}
body{margin:0;background:#fff;color:#0f172a;font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;line-height:1.5}
.brand{display:block;padding:.75rem 1rem;border-bottom:1px solid #e2e8f0;font-weight:700}
main{margin:0 auto;display:flex;max-width:48rem;flex-direction:column;gap:2rem;padding:2.5rem 1rem}
header{display:flex;flex-wrap:wrap;align-items:flex-start;justify-content:space-between;gap:1rem}
h1{margin:0;font-size:1.875rem;line-height:2.25rem;font-weight:700;letter-spacing:-.025em}
.muted{margin:0;color:#475569}
.call{display:inline-flex;min-height:2.75rem;align-items:center;justify-content:center;border:2px solid #b91c1c;border-radius:.375rem;padding:.5rem 1rem;font-weight:600;color:#b91c1c;text-decoration:none}
.call:focus-visible{outline:2px solid #b91c1c;outline-offset:2px}
.sos{display:flex;flex-direction:column;align-items:center;gap:.75rem}
.sos button{display:flex;width:14rem;height:14rem;flex-direction:column;align-items:center;justify-content:center;border:0;border-radius:9999px;background:#b91c1c;color:#fff;box-shadow:0 0 0 8px rgba(185,28,28,.2),0 20px 25px -5px rgba(0,0,0,.1);font:inherit;cursor:pointer}
.sos button:focus-visible{outline:4px solid #b91c1c;outline-offset:4px}
.sos button:active{transform:scale(.95)}
.sos button:disabled{cursor:not-allowed;opacity:.6}
.big{font-size:3.75rem;line-height:1;font-weight:900;letter-spacing:.05em}
.hint{margin-top:.5rem;font-size:.875rem;font-weight:500}
.help{max-width:24rem;margin:0;text-align:center;font-size:.875rem;color:#475569}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
#${EARLY_TAP_STATUS_ID}{position:fixed;inset:0 0 auto 0;z-index:50;background:#b91c1c;padding:.75rem 1rem;text-align:center;font-size:1.125rem;font-weight:600;color:#fff}
@media (min-width:640px){.sos button{width:16rem;height:16rem}}
`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => ESCAPES[character]);
const sha256 = (source: string) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/**
 * Its own policy, by hashes (its two scripts and its style), since a cached document cannot carry a
 * per-request nonce: nothing else runs, it talks only to our origin (the queued SOS), it is never
 * framed and has no forms.
 */
export function sosShellContentSecurityPolicy(): string {
  return [
    "default-src 'none'",
    `script-src ${sha256(EARLY_TAP_SCRIPT)} ${sha256(GO_LIVE_SCRIPT)}`,
    `style-src ${sha256(STYLE)}`,
    "connect-src 'self'",
    "img-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The shell's document in one language. */
export function sosShellHtml(locale: string, texts: SosShellTexts): string {
  const t = Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, escapeHtml(value)])) as SosShellTexts;
  return (
    `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#b91c1c">' +
    `<meta name="robots" content="noindex"><link rel="manifest" href="/manifest.webmanifest"><link rel="icon" href="/icons/icon.svg" type="image/svg+xml">` +
    `<title>${t.documentTitle}</title>` +
    `<style>${STYLE}</style></head><body>` +
    `<span class="brand">${t.productName}</span>` +
    '<main id="main">' +
    `<header><div><h1>${t.title}</h1><p class="muted">${t.subtitle}</p></div><a class="call" href="tel:112">${t.call112}</a></header>` +
    '<div class="sos">' +
    // Disabled until the early handler has checked the browser can send (as on the live page).
    '<button type="button" disabled aria-describedby="sos-button-help">' +
    `<span class="big" aria-hidden="true">SOS</span><span class="sr-only">${t.button}</span><span class="hint" aria-hidden="true">${t.buttonHint}</span>` +
    '</button>' +
    // Right after the button: the early handler finds it as its previous sibling.
    `<script data-sending="${t.sending}" data-retrying="${t.retrying}" data-sent="${t.sent}" data-signed-out="${t.signedOut}">${EARLY_TAP_SCRIPT}</script>` +
    `<p id="sos-button-help" class="help">${t.buttonHelp}</p>` +
    '</div>' +
    `<p class="muted" role="status">${t.loading}</p>` +
    '</main>' +
    `<script>${GO_LIVE_SCRIPT}</script>` +
    '</body></html>'
  );
}

/**
 * The shell of every page: self-contained HTML with inline CSS, no script and no outside asset.
 * Single column that fits 320 px without sideways scrolling, visible focus, sufficient contrast.
 */
import type { Lang } from './i18n';
import { TEXTS } from './i18n';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function esc(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

const CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1a1f36;background:#f6f8fa;overflow-wrap:anywhere}
.test-banner{background:#ffde92;color:#5d3a00;text-align:center;font-size:.8125rem;font-weight:600;padding:.25rem .5rem;text-transform:uppercase;letter-spacing:.04em}
main{max-width:30rem;margin:0 auto;padding:1.25rem 1rem 3rem}
h1{font-size:1.375rem;margin:.75rem 0 1rem}
h2{font-size:1.0625rem;margin:1.5rem 0 .5rem}
a{color:#2d27a8}
a:hover{text-decoration-thickness:2px}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.back{display:inline-block;margin-bottom:.25rem}
.card{background:#fff;border:1px solid #d5dbe1;border-radius:8px;padding:1rem;margin:0 0 1rem}
ul.lines{list-style:none;margin:0;padding:0}
ul.lines li{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem .75rem;padding:.5rem 0;border-bottom:1px solid #e6ebf1}
ul.lines .meta{flex-basis:100%;color:#4f566b;font-size:.875rem}
.total{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem .75rem;font-weight:600;margin:.75rem 0 0}
.note{color:#4f566b;font-size:.9375rem;margin:.25rem 0 0}
form{margin:0}
fieldset{border:0;margin:0;padding:0;min-width:0}
legend{font-weight:600;padding:0;margin:0 0 .25rem}
.field{margin:0 0 .875rem}
.row{display:flex;flex-wrap:wrap;gap:0 .75rem}
.row .field{flex:1 1 8rem}
label{display:block;font-weight:500;margin:0 0 .25rem}
input{display:block;width:100%;max-width:100%;font:inherit;color:inherit;padding:.625rem .75rem;border:1px solid #8792a2;border-radius:6px;background:#fff}
input[readonly]{background:#eef1f5;color:#3c4257}
input[aria-invalid="true"]{border-color:#b3093c;border-width:2px}
.error{color:#b3093c;font-size:.875rem;margin:.25rem 0 0}
.alert{color:#8a0a2f;background:#fdecef;border:1px solid #f0a3b5;border-radius:6px;padding:.625rem .75rem;margin:0 0 1rem}
.status{color:#0b5e2f;background:#e6f6ec;border:1px solid #9bd3ae;border-radius:6px;padding:.625rem .75rem;margin:0 0 1rem}
button{display:block;width:100%;font:inherit;font-weight:600;color:#fff;background:#3d36c4;border:0;border-radius:6px;padding:.75rem 1rem;cursor:pointer;margin-top:.5rem}
button:hover{background:#2d27a8}
.hint{color:#4f566b;font-size:.8125rem;margin-top:1rem}
.badge{display:inline-block;font-size:.8125rem;font-weight:600;border-radius:4px;padding:0 .375rem;background:#e3e8ee;color:#1a1f36}
.badge.past_due,.badge.unpaid{background:#fdecef;color:#8a0a2f}
.badge.active,.badge.trialing{background:#e6f6ec;color:#0b5e2f}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`;

export function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>${CSS}</style>
</head>
<body>
<div class="test-banner">${esc(TEXTS[lang].testMode)}</div>
<main>
${body}
</main>
</body>
</html>
`;
}

/** A page that only says something (expired session, not found) with a way back. */
export function messagePage(lang: Lang, title: string, message: string, back: { href: string; label: string } | null): string {
  return page(lang, title, `<h1>${esc(title)}</h1>\n<p>${esc(message)}</p>\n${back ? `<p><a href="${esc(back.href)}">${esc(back.label)}</a></p>` : ''}`);
}

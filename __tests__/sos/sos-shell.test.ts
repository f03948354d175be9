/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { EARLY_TAP_SCRIPT } from '@/lib/sos/early-tap';
import { PENDING_ALARM_STORED_EVENT } from '@/lib/sos/pending-alarm';
import { sosShellContentSecurityPolicy, sosShellHtml, type SosShellTexts } from '@/lib/sos/sos-shell';
import { GO_LIVE_AFTER_TAP_MS, GO_LIVE_ANSWER_MS, GO_LIVE_LOOP_MS, GO_LIVE_MESSAGE, GO_LIVE_SCRIPT } from '@/lib/sos/sos-shell-go-live';

/**
 * The SOS shell (lib/sos/sos-shell.ts): its document, its own policy, and the script that loads
 * the live /sos in its place, run against a fake window so every branch is seen. The service
 * worker's side is in __tests__/push/service-worker.test.ts; real Chromium runs the whole chain in
 * e2e/sos-shell.spec.ts.
 */
const TEXTS: SosShellTexts = {
  documentTitle: 'SOS | ICE SOS',
  productName: 'ICE SOS',
  title: 'SOS',
  subtitle: 'One tap alerts your family & "contacts".',
  call112: 'Call 112',
  button: 'Send SOS',
  buttonHint: 'Tap once for immediate help',
  buttonHelp: 'One tap raises the alarm at once.',
  sending: 'Sending…',
  retrying: 'Sending… retrying',
  sent: 'SOS sent.',
  signedOut: 'Sign in to send it.',
  loading: 'Opening your SOS screen…',
};

const inline = (html: string, tag: 'script' | 'style') => [...html.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1]);
const hashOf = (source: string) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

describe('the shell’s document', () => {
  const html = sosShellHtml('nl', TEXTS);

  it('is in its language, with the button described as on /sos and the early handler right after it', () => {
    expect(html).toMatch(/^<!doctype html><html lang="nl">/);
    expect(html).toMatch(/<button type="button" disabled aria-describedby="sos-button-help">[\s\S]*?<\/button><script data-sending="Sending…"/);
    expect(html).toContain('<p id="sos-button-help" class="help">One tap raises the alarm at once.</p>');
    expect(html).toContain('<a class="call" href="tel:112">Call 112</a>');
  });

  it('escapes its texts', () => {
    expect(html).toContain('One tap alerts your family &amp; &quot;contacts&quot;.');
    expect(sosShellHtml('en', { ...TEXTS, sending: '"><script>x</script>' })).toContain('data-sending="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });

  it('loads nothing: no script file, stylesheet, font or bundle', () => {
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/rel="stylesheet"|\/_next\//);
  });

  it('allows exactly its own inline scripts and style, and nothing from elsewhere', () => {
    const policy = sosShellContentSecurityPolicy();
    const scripts = inline(html, 'script');
    expect(scripts).toEqual([EARLY_TAP_SCRIPT, GO_LIVE_SCRIPT]);
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe(`script-src ${scripts.map(hashOf).join(' ')}`);
    expect(directive('style-src')).toBe(`style-src ${inline(html, 'style').map(hashOf).join(' ')}`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain('unsafe');
  });
});

type Answer = (event: unknown) => void;

/** GO_LIVE_SCRIPT with the globals it reads: what it did is in the mocks. */
function runGoLive(options: { controller?: boolean; wentLive?: { path: string; at: number }; pathname?: string } = {}) {
  const storage = new Map<string, string>();
  if (options.wentLive) storage.set('ice-sos:shell-went-live', JSON.stringify(options.wentLive));
  const windowListeners = new Map<string, () => void>();
  let clickListener: ((event: unknown) => void) | undefined;
  let port1: { onmessage?: Answer } = {};
  const postMessage = jest.fn();
  const pathname = options.pathname ?? '/nl/sos';
  const location = { pathname, search: '', href: `https://ice-sos.example${pathname}`, replace: jest.fn() };
  const win = { stop: jest.fn(), addEventListener: (type: string, listener: () => void) => windowListeners.set(type, listener) };
  const document = { addEventListener: (_type: string, listener: (event: unknown) => void) => (clickListener = listener) };
  const navigator = { serviceWorker: options.controller === false ? undefined : { controller: { postMessage } } };
  class FakeChannel {
    port1 = (port1 = {});
    port2 = { name: 'port2' };
  }
  const sessionStorage = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) };
  new Function('location', 'sessionStorage', 'document', 'window', 'navigator', 'MessageChannel', 'setTimeout', GO_LIVE_SCRIPT)(
    location,
    sessionStorage,
    document,
    win,
    navigator,
    FakeChannel,
    setTimeout,
  );
  const earlyButton = { closest: (selector: string) => (selector === 'button[data-early-tap]' ? {} : null) };
  return {
    location,
    win,
    postMessage,
    storage,
    answer: () => port1.onmessage?.({ data: 'live' }),
    tap: () => clickListener?.({ target: earlyButton }),
    clickElsewhere: () => clickListener?.({ target: { closest: () => null } }),
    stored: () => windowListeners.get(PENDING_ALARM_STORED_EVENT)?.(),
  };
}

describe('going live', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(100_000);
  });
  afterEach(() => jest.useRealTimers());

  it('tells the worker, then loads the live page in its place, remembering when', () => {
    const shell = runGoLive();
    expect(shell.postMessage).toHaveBeenCalledWith({ type: GO_LIVE_MESSAGE }, [{ name: 'port2' }]);
    expect(shell.location.replace).not.toHaveBeenCalled();
    shell.answer();
    expect(shell.location.replace).toHaveBeenCalledWith('https://ice-sos.example/nl/sos');
    expect(JSON.parse(shell.storage.get('ice-sos:shell-went-live')!)).toEqual({ path: '/nl/sos', at: 100_000 });
    jest.advanceTimersByTime(GO_LIVE_ANSWER_MS);
    expect(shell.location.replace).toHaveBeenCalledTimes(1);
  });

  it('goes live without an answer after a moment, and at once without a worker', () => {
    const silent = runGoLive();
    jest.advanceTimersByTime(GO_LIVE_ANSWER_MS - 1);
    expect(silent.location.replace).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(silent.location.replace).toHaveBeenCalledTimes(1);
    expect(runGoLive({ controller: false }).location.replace).toHaveBeenCalledTimes(1);
  });

  it('a tap before it went live keeps the shell until the alarm is stored, then goes live', () => {
    const shell = runGoLive();
    shell.tap();
    shell.answer();
    jest.advanceTimersByTime(GO_LIVE_ANSWER_MS);
    expect(shell.location.replace).not.toHaveBeenCalled();
    shell.stored();
    jest.advanceTimersByTime(GO_LIVE_AFTER_TAP_MS);
    expect(shell.location.replace).toHaveBeenCalledTimes(1);
  });

  it('a tap while the live page loads stops that load, and loads it again once the alarm is stored', () => {
    const shell = runGoLive();
    shell.answer();
    shell.tap();
    expect(shell.win.stop).toHaveBeenCalledTimes(1);
    shell.stored();
    jest.advanceTimersByTime(GO_LIVE_AFTER_TAP_MS);
    expect(shell.location.replace).toHaveBeenCalledTimes(2);
  });

  it('stands in for /sos in every language, and loads nothing when opened at its own address', () => {
    for (const pathname of ['/sos', '/nl/sos', '/es/sos']) expect(runGoLive({ pathname, controller: false }).location.replace).toHaveBeenCalledTimes(1);
    for (const pathname of ['/sos-shell/nl', '/de/sos', '/sos/x']) {
      const shell = runGoLive({ pathname });
      jest.advanceTimersByTime(GO_LIVE_LOOP_MS + GO_LIVE_ANSWER_MS);
      expect(shell.postMessage).not.toHaveBeenCalled();
      expect(shell.location.replace).not.toHaveBeenCalled();
    }
  });

  it('a click elsewhere changes nothing', () => {
    const shell = runGoLive();
    shell.answer();
    shell.clickElsewhere();
    expect(shell.win.stop).not.toHaveBeenCalled();
  });

  it('never loops fast: a shell of the address this tab went live from a moment ago waits out that moment', () => {
    const looped = runGoLive({ wentLive: { path: '/nl/sos', at: 100_000 - GO_LIVE_LOOP_MS + 1_000 } });
    // 1 s of the 3 s moment is left: it waits that long, its button working meanwhile.
    jest.advanceTimersByTime(999);
    expect(looped.postMessage).not.toHaveBeenCalled();
    expect(looped.location.replace).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(looped.postMessage).toHaveBeenCalledTimes(1);
    looped.answer();
    expect(looped.location.replace).toHaveBeenCalledTimes(1);
    // A clock set back since: it waits the moment, no longer.
    const setBack = runGoLive({ wentLive: { path: '/nl/sos', at: 100_000 + 60_000 } });
    jest.advanceTimersByTime(GO_LIVE_LOOP_MS);
    expect(setBack.postMessage).toHaveBeenCalledTimes(1);
    // From another address, or once the moment has passed, it goes at once.
    for (const wentLive of [{ path: '/sos', at: 100_000 }, { path: '/nl/sos', at: 100_000 - GO_LIVE_LOOP_MS }]) {
      const shell = runGoLive({ wentLive });
      shell.answer();
      expect(shell.location.replace).toHaveBeenCalledTimes(1);
    }
  });
});

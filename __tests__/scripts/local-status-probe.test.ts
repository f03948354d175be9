/** @jest-environment node */
import { createECDH } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { normalisePhone } from '@/lib/registration/phone';
import { statusProbeConfig } from '@/lib/status-probe/config';
import { ensureLocalStatusProbe, LOCAL_STATUS_PROBE_CONTACT_EMAIL, LOCAL_STATUS_PROBE_CONTACT_PHONE } from '../../scripts/local-status-probe';

type Env = Record<string, string | undefined>;
const supabaseUrl = new URL('http://127.0.0.1:54321');
let root: string;
const file = () => path.join(root, '.data', 'status-probe-push.json');

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'local-status-probe-'));
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  jest.restoreAllMocks();
});

describe('ensureLocalStatusProbe', () => {
  it('fills in local recipients on every channel, which the probe config takes as they are', () => {
    const env: Env = { NEXT_PUBLIC_SUPABASE_URL: supabaseUrl.href };
    ensureLocalStatusProbe(root, env, supabaseUrl);
    expect(env.STATUS_PROBE_CONTACT_EMAIL).toBe(LOCAL_STATUS_PROBE_CONTACT_EMAIL);
    expect(env.STATUS_PROBE_CONTACT_PHONE).toBe(LOCAL_STATUS_PROBE_CONTACT_PHONE);
    const config = statusProbeConfig(env);
    if (!config.enabled || !config.push) throw new Error('expected the probe on with push');
    expect(config.push.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:54321\/_push\/status-probe-[A-Za-z0-9_-]+$/);
    expect(config).toMatchObject({ contactEmail: LOCAL_STATUS_PROBE_CONTACT_EMAIL, contactPhone: LOCAL_STATUS_PROBE_CONTACT_PHONE });
  });

  it('uses a number that is valid to the phone rules and an address that never routes', () => {
    expect(normalisePhone(LOCAL_STATUS_PROBE_CONTACT_PHONE, null)).toBe(LOCAL_STATUS_PROBE_CONTACT_PHONE);
    // North America's 555-0100 to 555-0199 are reserved for fiction.
    expect(LOCAL_STATUS_PROBE_CONTACT_PHONE).toMatch(/^\+1\d{3}55501\d{2}$/);
    expect(LOCAL_STATUS_PROBE_CONTACT_EMAIL).toMatch(/\.invalid$/);
  });

  it('keeps the subscription in .data, readable by this user only, and reuses it on the next start', () => {
    const first: Env = {};
    ensureLocalStatusProbe(root, first, supabaseUrl);
    expect(statSync(file()).mode & 0o777).toBe(0o600);
    const second: Env = {};
    ensureLocalStatusProbe(root, second, new URL('http://localhost:60000'));
    const [a, b] = [first, second].map((env) => JSON.parse(env.STATUS_PROBE_PUSH_SUBSCRIPTION as string) as { endpoint: string; keys: unknown });
    expect(b.keys).toEqual(a.keys);
    // The endpoint follows the server's address; the device stays the same.
    expect(b.endpoint).toBe(a.endpoint.replace('http://127.0.0.1:54321', 'http://localhost:60000'));
  });

  it('replaces a damaged file with a new device', () => {
    ensureLocalStatusProbe(root, {} as Env, supabaseUrl);
    writeFileSync(file(), '{"id": "x"');
    const env: Env = {};
    ensureLocalStatusProbe(root, env, supabaseUrl);
    expect(statusProbeConfig({ ...env, NEXT_PUBLIC_SUPABASE_URL: supabaseUrl.href })).toMatchObject({ enabled: true, push: { endpoint: expect.stringContaining('/_push/') } });
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/unreadable/));
  });

  it('leaves alone what is set, even empty (that channel is then not measured)', () => {
    const env: Env = { STATUS_PROBE_CONTACT_EMAIL: 'ops@ops.example', STATUS_PROBE_CONTACT_PHONE: '', STATUS_PROBE_PUSH_SUBSCRIPTION: '' };
    ensureLocalStatusProbe(root, env, supabaseUrl);
    expect(env).toEqual({ STATUS_PROBE_CONTACT_EMAIL: 'ops@ops.example', STATUS_PROBE_CONTACT_PHONE: '', STATUS_PROBE_PUSH_SUBSCRIPTION: '' });
    expect(existsSync(file())).toBe(false);
    expect(statusProbeConfig(env)).toMatchObject({ contactPhone: null, push: null });
  });

  it('makes nothing while the probe is off', () => {
    const env: Env = { STATUS_PROBE_INTERVAL_MS: '0' };
    ensureLocalStatusProbe(root, env, supabaseUrl);
    expect(env).toEqual({ STATUS_PROBE_INTERVAL_MS: '0' });
    expect(existsSync(file())).toBe(false);
  });

  it('stores a key pair that belongs together (the private key reads what is sent to the public one)', () => {
    ensureLocalStatusProbe(root, {} as Env, supabaseUrl);
    const stored = JSON.parse(readFileSync(file(), 'utf8')) as { p256dh: string; privateKey: string };
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(stored.privateKey, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(stored.p256dh);
  });
});

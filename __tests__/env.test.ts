/** @jest-environment node */
import { EnvError, parseEnv, publicEnvSchema, serverEnvSchema } from '@/lib/env';

const valid = {
  NEXT_PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321',
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_kofDqDQojWv-hNMZzkqTb3_ryFCJK1z',
  NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
  NEXT_PUBLIC_PRODUCT_NAME: 'ICE SOS',
  SUPABASE_SECRET_KEY: 'sb_secret_FK6iG7NjoD4_dbhhyszard_qT7LGjc2',
};

function problemsOf(source: Record<string, string | undefined>): string[] {
  try {
    parseEnv(serverEnvSchema, source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('environment validation', () => {
  it('accepts the documented local defaults', () => {
    expect(parseEnv(serverEnvSchema, valid)).toEqual(valid);
  });

  it('names a missing variable', () => {
    expect(problemsOf({ ...valid, NEXT_PUBLIC_SUPABASE_URL: undefined })).toEqual([
      'NEXT_PUBLIC_SUPABASE_URL is missing',
    ]);
  });

  it('treats an empty value as missing', () => {
    expect(problemsOf({ ...valid, SUPABASE_SECRET_KEY: '' })).toEqual(['SUPABASE_SECRET_KEY is missing']);
  });

  it('names a malformed variable and says why', () => {
    const [problem] = problemsOf({ ...valid, NEXT_PUBLIC_SUPABASE_URL: 'not a url' });
    expect(problem).toMatch(/^NEXT_PUBLIC_SUPABASE_URL is malformed/);
  });

  it('refuses a secret key in the public key slot', () => {
    const [problem] = problemsOf({ ...valid, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: valid.SUPABASE_SECRET_KEY });
    expect(problem).toMatch(/NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is malformed: must be a sb_publishable_/);
  });

  it('accepts a legacy anon JWT as the publishable key', () => {
    const payload = Buffer.from(JSON.stringify({ role: 'anon', iss: 'supabase' })).toString('base64url');
    const legacy = `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
    expect(() => parseEnv(publicEnvSchema, { ...valid, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: legacy })).not.toThrow();
  });

  it('lists every problem at once, in the message too', () => {
    const error = (() => {
      try {
        parseEnv(serverEnvSchema, {});
      } catch (e) {
        return e as EnvError;
      }
    })();
    expect(error?.problems).toHaveLength(5);
    expect(error?.message).toContain('NEXT_PUBLIC_PRODUCT_NAME is missing');
    expect(error?.message).toContain('.env.example');
  });
});

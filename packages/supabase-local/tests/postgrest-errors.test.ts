/** @jest-environment node */
import { postgrestStatus, withPostgrestStatus } from '../db/postgrest-errors';

describe('postgrestStatus (PostgREST’s SQLSTATE → HTTP table)', () => {
  it.each([
    ['23514', 400],
    ['23502', 400],
    ['22P02', 400],
    ['P0001', 400],
    ['23505', 409],
    ['23503', 409],
    ['25006', 405],
    ['42883', 404],
    ['42P01', 404],
    ['28000', 403],
    ['0L000', 403],
    ['08006', 503],
    ['53300', 503],
    ['40001', 500],
    ['P0002', 500],
    ['XX000', 500],
    ['42P17', 500],
  ])('%s → %i', (code, status) => {
    expect(postgrestStatus(code)).toBe(status);
  });
});

describe('withPostgrestStatus', () => {
  it('turns an error lite would answer with 500 into its PGRST form, keeping code, message, details and hint', () => {
    const error = Object.assign(new Error('new row violates check constraint "x"'), { code: '23514', detail: 'Failing row contains (…)', hint: 'shorter' });
    const rewritten = withPostgrestStatus(error) as Error & { code: string; detail: string };
    expect(rewritten.code).toBe('PGRST');
    expect(JSON.parse(rewritten.message)).toEqual({ code: '23514', message: 'new row violates check constraint "x"', details: 'Failing row contains (…)', hint: 'shorter' });
    expect(JSON.parse(rewritten.detail)).toEqual({ status: 400, headers: {} });
  });

  it('leaves alone what lite already maps, real server faults and anything without a SQLSTATE', () => {
    for (const code of ['23505', '42501', '22P02', '42703', 'XX000', '40001', 'PGRST', 'SUP']) {
      const error = Object.assign(new Error('x'), { code });
      expect(withPostgrestStatus(error)).toBe(error);
    }
    const plain = new Error('no code');
    expect(withPostgrestStatus(plain)).toBe(plain);
    expect(withPostgrestStatus(null)).toBeNull();
  });
});

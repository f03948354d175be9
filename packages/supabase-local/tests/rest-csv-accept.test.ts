/** @jest-environment node */
import { asksForCsv, withoutCsv } from '../http/csv-representation';

const request = (accept: string | null) =>
  new Request('http://127.0.0.1/rest/v1/t', { headers: accept === null ? {} : { accept } });

describe("CSV negotiation (PostgREST follows the client's order)", () => {
  it('is CSV when text/csv is the first media type it can produce', () => {
    expect(asksForCsv(request('text/csv'))).toBe(true);
    expect(asksForCsv(request('text/csv, application/json'))).toBe(true);
    expect(asksForCsv(request('text/unknown, text/csv; q=0.9'))).toBe(true);
    expect(asksForCsv(request('application/json, text/csv'))).toBe(false);
    expect(asksForCsv(request('*/*'))).toBe(false);
    expect(asksForCsv(request(null))).toBe(false);
  });

  it('asks lite without text/csv, keeping the other media types', () => {
    expect(withoutCsv(request('text/csv')).headers.get('accept')).toBe('application/json');
    expect(withoutCsv(request('application/vnd.pgrst.object+json, text/csv')).headers.get('accept')).toBe('application/vnd.pgrst.object+json');
    const untouched = request('application/json');
    expect(withoutCsv(untouched)).toBe(untouched);
  });
});

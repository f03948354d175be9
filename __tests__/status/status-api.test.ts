/** @jest-environment node */
import { GET } from '@/app/api/status/route';
import { loadCachedStatusSummary } from '@/lib/data/status';
import { statuspageSummarySchema } from '@/lib/status/statuspage';
import { emptyStatusSummary, statusIncident, statusSummary } from './fixture';

jest.mock('@/lib/data/status', () => ({ loadCachedStatusSummary: jest.fn() }));

const load = jest.mocked(loadCachedStatusSummary);

beforeEach(() => {
  process.env.NEXT_PUBLIC_SITE_URL = 'https://ice-sos.example/';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('GET /api/status', () => {
  it('answers Statuspage summary.json that any site may read and keep for a minute', async () => {
    load.mockResolvedValue(statusSummary({ incidents: [statusIncident()] }));
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const json = statuspageSummarySchema.parse(await response.json());
    expect(json.page.url).toBe('https://ice-sos.example/status');
    expect(json.incidents.map((incident) => incident.name)).toEqual(['E-mail alarms arrive late']);
    expect(json.status.indicator).toBe('major');
  });

  it('answers with nothing measured too, listing no component as operational', async () => {
    load.mockResolvedValue(emptyStatusSummary());
    const json = statuspageSummarySchema.parse(await (await GET()).json());
    expect(json.components).toEqual([]);
  });

  it('answers 503, never cached, when the figures cannot be read', async () => {
    load.mockRejectedValue(new Error('The status summary could not be read: connection refused'));
    const response = await GET();
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await response.json()).toEqual({ error: 'status_unavailable' });
    expect(console.error).toHaveBeenCalled();
  });
});

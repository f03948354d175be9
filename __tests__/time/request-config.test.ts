import requestConfig from '@/lib/i18n/request';

// The real getRequestConfig only runs under React Server Components; it hands back the function it
// is given, so the test does the same and calls that function as next-intl would.
jest.mock('next-intl/server', () => ({ getRequestConfig: <T,>(create: T) => create }));

type Create = (params: { requestLocale: Promise<string | undefined> }) => Promise<{ locale: string; timeZone?: string }>;

describe('request config', () => {
  it("fixes the time zone to UTC, so the host's zone never decides what a page shows", async () => {
    const config = await (requestConfig as unknown as Create)({ requestLocale: Promise.resolve('nl') });
    expect(config).toMatchObject({ locale: 'nl', timeZone: 'UTC' });
  });
});

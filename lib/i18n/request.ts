import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Fixed, not the host's zone (which next-intl would otherwise use and pass to the browser):
    // every host renders the same text and hydration never disagrees. Moments the member reads are
    // shown in their own zone by <LocalMoment> once in the browser; other formatting here is UTC.
    // Not read from a cookie: that would make every prerendered public page dynamic.
    timeZone: 'UTC',
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});

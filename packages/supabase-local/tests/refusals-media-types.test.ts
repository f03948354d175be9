/** @jest-environment node */
import { acceptedMediaTypes, unavailableMediaTypesMessage } from '../http/unavailable-media-types';

describe("PGRST107's list of media types, as PostgREST reads and prints the Accept header", () => {
  it('prints a plan with the type it is for and its options in a fixed order', () => {
    expect(acceptedMediaTypes('application/vnd.pgrst.plan+text; for="application/json"; options=;')).toEqual([
      'application/vnd.pgrst.plan+text; for="application/json"',
    ]);
    expect(acceptedMediaTypes('application/vnd.pgrst.plan+json; for="text/csv"; options=wal|buffers|analyze|unknown')).toEqual([
      'application/vnd.pgrst.plan+json; for="text/csv"; options=analyze|buffers|wal',
    ]);
    expect(acceptedMediaTypes('application/vnd.pgrst.plan')).toEqual(['application/vnd.pgrst.plan+text; for="application/json"']);
    expect(acceptedMediaTypes('application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json;nulls=stripped"')).toEqual([
      'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json;nulls=stripped"',
    ]);
  });

  it('drops spaces, quality and the parameters of known types; keeps unknown types as sent (without spaces)', () => {
    expect(acceptedMediaTypes('application/geo+json; charset=utf-8')).toEqual(['application/geo+json']);
    expect(acceptedMediaTypes('Text/HTML; level=1')).toEqual(['Text/HTML;level=1']);
    expect(acceptedMediaTypes('application/vnd.pgrst.array+json;nulls=stripped, application/vnd.pgrst.array')).toEqual([
      'application/vnd.pgrst.array+json;nulls=stripped',
      'application/json',
    ]);
  });

  it('orders by quality, then by specificity, then as sent', () => {
    expect(acceptedMediaTypes('text/html;q=0.5, application/geo+json')).toEqual(['application/geo+json', 'text/html']);
    expect(acceptedMediaTypes('*/*, text/html, text/xml;a=1')).toEqual(['text/xml', 'text/html', '*/*']);
    expect(acceptedMediaTypes('text/a;q=x, text/b;q=0.9')).toEqual(['text/a', 'text/b']);
  });

  it('is */* without an Accept header', () => {
    expect(unavailableMediaTypesMessage(null)).toBe('None of these media types are available: */*');
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AppPreviewPhone } from '@/components/home/app-preview-phone';
import { fakeRealtimeClient, flushPromises } from '@/components/realtime/test-utils';
import { defaultAppPreviewConfig, type AppPreviewConfig } from '@/lib/site-content/app-preview';
import { withIntl } from '../test-intl';

/**
 * Issue 22: the homepage phone shows the admin's texts in the page's language (English where none
 * is given), live; the editor's preview shows exactly the config it is given, in the language it
 * names, and subscribes to nothing (unsaved edits must not be replaced by the stored value).
 */
const fake = fakeRealtimeClient();
jest.mock('@/lib/supabase/client', () => ({ createClient: () => fake.client }));
jest.mock('@/lib/data/site-content', () => ({ readSiteContent: jest.fn() }));

const translated: AppPreviewConfig = {
  ...defaultAppPreviewConfig,
  translations: {
    nl: { tagline: 'Eén tik voor directe hulp', sosLabel: 'Nood-SOS', cards: [{ title: 'Batterij', description: 'Batterijniveau van de hanger' }] },
    es: { tagline: 'Un toque para recibir ayuda inmediata' },
  },
};

// A fresh SWR cache per render: nothing leaks from one test into the next.
const fresh = (ui: ReactNode) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>;
const tagline = () => screen.getByTestId('app-preview-tagline');

beforeEach(() => {
  fake.channels.length = 0;
});

describe('the homepage phone in the page language', () => {
  it('shows the Dutch texts on /nl, English where Dutch has none', async () => {
    render(fresh(withIntl(<AppPreviewPhone initialConfig={translated} live={false} />, 'nl')));
    expect(tagline()).toHaveTextContent('Eén tik voor directe hulp');
    expect(screen.getByText('Nood-SOS')).toBeInTheDocument();
    expect(screen.getByText('Alerts your family and emergency contacts')).toBeInTheDocument();
    expect(document.querySelector('[data-card="battery"]')).toHaveTextContent('Batterij');
    expect(document.querySelector('[data-card="battery"]')).toHaveTextContent('Batterijniveau van de hanger');
  });

  it('shows English on / and on a language without its own texts', () => {
    const { unmount } = render(fresh(withIntl(<AppPreviewPhone initialConfig={translated} live={false} />, 'en')));
    expect(tagline()).toHaveTextContent('Tap once for immediate help');
    unmount();
    render(fresh(withIntl(<AppPreviewPhone initialConfig={{ ...translated, translations: { nl: translated.translations.nl } }} live={false} />, 'es')));
    expect(tagline()).toHaveTextContent('Tap once for immediate help');
    expect(screen.getByText('Emergency SOS')).toBeInTheDocument();
  });

  it('localizes a realtime save too', async () => {
    render(fresh(withIntl(<AppPreviewPhone initialConfig={defaultAppPreviewConfig} />, 'es')));
    await act(() => flushPromises());
    expect(fake.channels[0].name).toBe('site_content:homepage_app_preview');
    act(() =>
      fake.channels[0].send({ eventType: 'UPDATE', new: { key: 'homepage_app_preview', value: { ...translated, tagline: 'Help now' } }, old: {} }),
    );
    await waitFor(() => expect(tagline()).toHaveTextContent('Un toque para recibir ayuda inmediata'));
  });
});

describe("the editor's preview", () => {
  it('renders exactly the given config in the given language, whatever the page language', async () => {
    const draft = { ...translated, sosColor: '#000000', translations: { ...translated.translations, es: { tagline: 'Borrador' } } };
    render(fresh(withIntl(<AppPreviewPhone preview={{ config: draft, locale: 'es' }} />, 'en')));
    await act(() => flushPromises());
    expect(tagline()).toHaveTextContent('Borrador');
    expect(screen.getByText('Emergency SOS').parentElement).toHaveStyle({ color: '#ffffff' });
  });

  it('subscribes to nothing, so a save elsewhere cannot replace the draft', async () => {
    render(fresh(withIntl(<AppPreviewPhone preview={{ config: translated, locale: 'nl' }} />, 'en')));
    await act(() => flushPromises());
    expect(fake.channels).toHaveLength(0);
    expect(tagline()).toHaveTextContent('Eén tik voor directe hulp');
  });

  it('follows the config it is given', () => {
    const { rerender } = render(fresh(withIntl(<AppPreviewPhone preview={{ config: translated, locale: 'en' }} />)));
    rerender(fresh(withIntl(<AppPreviewPhone preview={{ config: { ...translated, tagline: 'Edited' }, locale: 'en' }} />)));
    expect(tagline()).toHaveTextContent('Edited');
  });
});

import { appPreviewLanguages, defaultAppPreviewConfig, localizeAppPreview, parseAppPreviewConfig, toAppPreviewLocale, type AppPreviewConfig } from '@/lib/site-content/app-preview';

/** Issue 22: the preview's texts per language, English as the fallback (lib/site-content/app-preview.ts). */
const withCards: AppPreviewConfig = {
  ...defaultAppPreviewConfig,
  cards: [
    { icon: 'battery', title: 'Battery', status: '88%', description: 'Pendant battery level' },
    { icon: 'star', title: 'Pharmacy', status: 'Open', description: 'Nearest pharmacy' },
  ],
};

describe('parsing translations', () => {
  it('has none for stored values without them or with a malformed one (the defaults carry the seed’s Dutch and Spanish)', () => {
    expect(Object.keys(defaultAppPreviewConfig.translations)).toEqual(['nl', 'es']);
    expect(appPreviewLanguages).toEqual(['nl', 'es']);
    for (const translations of [undefined, null, 'nl', 3, [], { nl: 'Hallo' }, { de: { tagline: 'Hallo' } }]) {
      expect(parseAppPreviewConfig({ tagline: 'Help', translations }).translations).toEqual({});
    }
  });

  it('keeps only non-blank strings of the known texts, per language', () => {
    const parsed = parseAppPreviewConfig({
      translations: {
        nl: { tagline: 'Eén tik voor hulp', sosLabel: '  ', voiceLabel: 3, sosColor: '#000000', appName: 'ICE SOS' },
        es: { tagline: null },
      },
    });
    expect(parsed.translations).toEqual({ nl: { tagline: 'Eén tik voor hulp', appName: 'ICE SOS' } });
  });

  it('keeps card texts by index: a malformed card keeps its place, trailing empty ones go', () => {
    const parsed = parseAppPreviewConfig({
      translations: { es: { cards: ['junk', { title: 'Farmacia', icon: 'x', status: 5 }, {}, null] } },
    });
    expect(parsed.translations.es?.cards).toEqual([{}, { title: 'Farmacia' }]);
  });

  it('leaves the English fields where docs/product.md#app-preview-config has them', () => {
    const parsed = parseAppPreviewConfig({ tagline: 'Help now', translations: { nl: { tagline: 'Nu hulp' } } });
    expect(parsed.tagline).toBe('Help now');
  });
});

describe('localizeAppPreview', () => {
  const config: AppPreviewConfig = {
    ...withCards,
    translations: {
      nl: { tagline: 'Eén tik voor hulp', sosLabel: '   ', cards: [{ title: 'Batterij' }, { description: 'Dichtstbijzijnde apotheek', status: '' }] },
      es: { appName: 'ICE SOS España' },
    },
  };

  it('takes each given text from the language, English for the rest', () => {
    const nl = localizeAppPreview(config, 'nl');
    expect(nl.tagline).toBe('Eén tik voor hulp');
    expect(nl.sosLabel).toBe('Emergency SOS'); // blank in Dutch: English
    expect(nl.appName).toBe('ICE SOS');
    expect(nl.cards).toEqual([
      { icon: 'battery', title: 'Batterij', status: '88%', description: 'Pendant battery level' },
      { icon: 'star', title: 'Pharmacy', status: 'Open', description: 'Dichtstbijzijnde apotheek' },
    ]);
    expect(localizeAppPreview(config, 'es').appName).toBe('ICE SOS España');
    expect(localizeAppPreview(config, 'es').cards).toEqual(withCards.cards);
  });

  it('changes no colour, switch or icon, and leaves English and untranslated languages as they are', () => {
    const nl = localizeAppPreview(config, 'nl');
    expect({ ...nl, tagline: config.tagline, cards: config.cards }).toEqual(config);
    expect(localizeAppPreview(config, 'en')).toBe(config);
    expect(localizeAppPreview({ ...config, translations: {} }, 'es').tagline).toBe(config.tagline);
  });

  it('ignores card texts past the English cards', () => {
    const extra = localizeAppPreview({ ...defaultAppPreviewConfig, translations: { nl: { cards: [{}, { title: 'Extra' }] } } }, 'nl');
    expect(extra.cards).toEqual(defaultAppPreviewConfig.cards);
  });

  it('reads any page locale, English when the preview has no such language', () => {
    expect(toAppPreviewLocale('nl')).toBe('nl');
    expect(toAppPreviewLocale('es')).toBe('es');
    expect(toAppPreviewLocale('en')).toBe('en');
    expect(toAppPreviewLocale('de')).toBe('en');
  });
});

import { defaultAppPreviewConfig } from '@/lib/site-content/app-preview';
import { appPreviewValueSchema, resetAppPreviewSchema, restoreAppPreviewSchema, saveAppPreviewSchema, SITE_CONTENT_LIMITS } from '@/lib/validation/site-content';

/** The editor's inputs (lib/validation/site-content.ts): field messages are AdminContent.errors keys. */
const firstMessage = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, path: string) =>
  result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;

describe('appPreviewValueSchema', () => {
  it('accepts the defaults and a full translation, trimming texts and dropping unknown keys', () => {
    expect(appPreviewValueSchema.parse(defaultAppPreviewConfig)).toEqual(defaultAppPreviewConfig);
    const parsed = appPreviewValueSchema.parse({
      ...defaultAppPreviewConfig,
      tagline: '  Help now  ',
      extra: 'dropped',
      translations: { nl: { tagline: ' Nu hulp ', sosLabel: '', cards: [{ title: 'Batterij' }] }, es: {} },
    });
    expect(parsed.tagline).toBe('Help now');
    expect(parsed).not.toHaveProperty('extra');
    expect(parsed.translations).toEqual({ nl: { tagline: 'Nu hulp', sosLabel: '', cards: [{ title: 'Batterij' }] }, es: {} });
  });

  it('gives translations {} when none are sent (docs/product.md#app-preview-config values)', () => {
    const spec: Partial<typeof defaultAppPreviewConfig> = { ...defaultAppPreviewConfig };
    delete spec.translations;
    expect(appPreviewValueSchema.parse(spec).translations).toEqual({});
  });

  it('requires the English texts and bounds every text', () => {
    const long = 'x'.repeat(SITE_CONTENT_LIMITS.text.max + 1);
    expect(firstMessage(appPreviewValueSchema.safeParse({ ...defaultAppPreviewConfig, tagline: '   ' }), 'tagline')).toBe('textRequired');
    expect(firstMessage(appPreviewValueSchema.safeParse({ ...defaultAppPreviewConfig, appName: undefined }), 'appName')).toBe('textRequired');
    expect(firstMessage(appPreviewValueSchema.safeParse({ ...defaultAppPreviewConfig, sosLabel: long }), 'sosLabel')).toBe('textTooLong');
    const nl = appPreviewValueSchema.safeParse({ ...defaultAppPreviewConfig, translations: { nl: { tagline: long } } });
    expect(firstMessage(nl, 'translations.nl.tagline')).toBe('textTooLong');
    const description = 'x'.repeat(SITE_CONTENT_LIMITS.description.max + 1);
    const card = { icon: 'battery', title: 'Battery', status: '', description };
    expect(firstMessage(appPreviewValueSchema.safeParse({ ...defaultAppPreviewConfig, cards: [card] }), 'cards.0.description')).toBe('descriptionTooLong');
  });

  it('takes hex colours only (they end up in inline styles)', () => {
    for (const sosColor of ['#fff', '#16A34A']) expect(appPreviewValueSchema.safeParse({ ...defaultAppPreviewConfig, sosColor }).success).toBe(true);
    for (const sosColor of ['red', '#12345', 'url(javascript:alert(1))', '#16a34a;x', 7]) {
      expect(firstMessage(appPreviewValueSchema.safeParse({ ...defaultAppPreviewConfig, sosColor }), 'sosColor')).toBe('colourInvalid');
    }
  });

  it('bounds cards: at most 8, each with an icon of at most 40 characters and a title', () => {
    const card = { icon: 'custom-icon', title: 'Pharmacy', status: 'Open', description: '' };
    expect(appPreviewValueSchema.safeParse({ ...defaultAppPreviewConfig, cards: Array(8).fill(card) }).success).toBe(true);
    expect(firstMessage(appPreviewValueSchema.safeParse({ ...defaultAppPreviewConfig, cards: Array(9).fill(card) }), 'cards')).toBe('tooManyCards');
    const bad = appPreviewValueSchema.safeParse({ ...defaultAppPreviewConfig, cards: [{ ...card, icon: 'x'.repeat(41), title: '' }] });
    expect(firstMessage(bad, 'cards.0.icon')).toBe('iconTooLong');
    expect(firstMessage(bad, 'cards.0.title')).toBe('textRequired');
    expect(firstMessage(appPreviewValueSchema.safeParse({ ...defaultAppPreviewConfig, cards: [{ ...card, icon: ' ' }] }), 'cards.0.icon')).toBe('iconRequired');
  });

  it('refuses switches that are not booleans', () => {
    expect(firstMessage(appPreviewValueSchema.safeParse({ ...defaultAppPreviewConfig, enableAiCard: 'yes' }), 'enableAiCard')).toBe('invalid');
  });
});

describe('action inputs', () => {
  it('a save carries the version it edited, or null for a first save', () => {
    expect(saveAppPreviewSchema.safeParse({ baseVersion: 3, value: defaultAppPreviewConfig }).success).toBe(true);
    expect(saveAppPreviewSchema.safeParse({ baseVersion: null, value: defaultAppPreviewConfig }).success).toBe(true);
    for (const baseVersion of [undefined, -1, 1.5, '3']) {
      expect(saveAppPreviewSchema.safeParse({ baseVersion, value: defaultAppPreviewConfig }).success).toBe(false);
    }
  });

  it('a restore names a saved version (1 or more); a reset only the base version', () => {
    expect(restoreAppPreviewSchema.safeParse({ version: 2, baseVersion: 5 }).success).toBe(true);
    expect(restoreAppPreviewSchema.safeParse({ version: 0, baseVersion: 5 }).success).toBe(false);
    expect(resetAppPreviewSchema.safeParse({ baseVersion: 5 }).success).toBe(true);
    expect(resetAppPreviewSchema.safeParse({}).success).toBe(false);
  });
});

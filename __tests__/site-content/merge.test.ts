import { defaultAppPreviewConfig, type AppPreviewConfig } from '@/lib/site-content/app-preview';
import { appPreviewFieldPaths, applyFieldValue, diffAppPreview, getFieldValue, mergeAppPreview } from '@/lib/site-content/merge';

/** Issue 22: two admins editing at once never lose each other's work (lib/site-content/merge.ts). */
const base: AppPreviewConfig = { ...defaultAppPreviewConfig, translations: { nl: { tagline: 'Eén tik' } } };
const edit = (config: AppPreviewConfig, changes: Record<string, unknown>) =>
  Object.entries(changes).reduce((out, [path, value]) => applyFieldValue(out, path, value), config);

describe('diffAppPreview', () => {
  it('finds nothing between equal configs, key order and blank translations aside', () => {
    expect(diffAppPreview(base, JSON.parse(JSON.stringify(base)))).toEqual([]);
    expect(diffAppPreview(base, { ...base, translations: { nl: { tagline: 'Eén tik', sosLabel: '' } } })).toEqual([]);
    const reordered = { ...base, cards: base.cards.map(({ description, status, title, icon }) => ({ description, status, title, icon })) };
    expect(diffAppPreview(base, reordered)).toEqual([]);
  });

  it('lists changed fields in display order; cards as one field, translations per language and text', () => {
    const changed = edit(base, { sosColor: '#000000', tagline: 'Help', 'translations.nl.tagline': 'Hulp', 'translations.es.sosLabel': 'SOS' });
    const cards = [...base.cards, { icon: 'ai', title: 'Emma', status: '', description: '' }];
    expect(diffAppPreview(base, { ...changed, cards })).toEqual([
      { path: 'tagline', before: 'Tap once for immediate help', after: 'Help' },
      { path: 'sosColor', before: '#16a34a', after: '#000000' },
      { path: 'cards', before: base.cards, after: cards },
      { path: 'translations.nl.tagline', before: 'Eén tik', after: 'Hulp' },
      { path: 'translations.es.sosLabel', before: undefined, after: 'SOS' },
    ]);
  });

  it('names every field a config has', () => {
    expect(appPreviewFieldPaths).toContain('enableRemindersCard');
    expect(appPreviewFieldPaths).toContain('translations.es.cards');
    expect(appPreviewFieldPaths).not.toContain('translations');
  });
});

describe('applyFieldValue', () => {
  it('sets one field and leaves the input untouched', () => {
    const out = applyFieldValue(base, 'translations.es.tagline', 'Ayuda');
    expect(out.translations).toEqual({ nl: { tagline: 'Eén tik' }, es: { tagline: 'Ayuda' } });
    expect(base.translations).toEqual({ nl: { tagline: 'Eén tik' } });
    expect(applyFieldValue(base, 'enableAiCard', true).enableAiCard).toBe(true);
  });

  it('removes a translation text set blank or undefined, and the language once it is empty', () => {
    expect(applyFieldValue(base, 'translations.nl.tagline', '  ').translations).toEqual({});
    expect(applyFieldValue(base, 'translations.nl.tagline', undefined).translations).toEqual({});
  });

  it('ignores unknown paths', () => {
    for (const path of ['nope', 'translations.de.tagline', 'translations.nl.sosColor', 'translations.nl.tagline.x']) {
      expect(applyFieldValue(base, path, 'x')).toBe(base);
      expect(getFieldValue(base, path)).toBeUndefined();
    }
  });
});

describe('mergeAppPreview', () => {
  it("keeps both admins' changes to different fields", () => {
    const mine = edit(base, { tagline: 'Mine', 'translations.es.tagline': 'Mía' });
    const theirs = edit(base, { sosColor: '#123456', enableAiCard: true });
    const { merged, conflicts } = mergeAppPreview(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(merged).toEqual(edit(base, { tagline: 'Mine', 'translations.es.tagline': 'Mía', sosColor: '#123456', enableAiCard: true }));
  });

  it('reports a field both changed differently, with theirs in the merge until the admin picks', () => {
    const mine = edit(base, { tagline: 'Mine', cards: [] });
    const theirs = edit(base, { tagline: 'Theirs', cards: [{ icon: 'ai', title: 'Emma', status: '', description: '' }] });
    const { merged, conflicts } = mergeAppPreview(base, mine, theirs);
    expect(conflicts).toEqual([
      { path: 'tagline', mine: 'Mine', theirs: 'Theirs' },
      { path: 'cards', mine: [], theirs: theirs.cards },
    ]);
    expect(merged).toEqual(theirs);
    // Picking mine for one conflict is applyFieldValue with mine's value.
    expect(applyFieldValue(merged, 'tagline', conflicts[0].mine).tagline).toBe('Mine');
  });

  it('is no conflict when both made the same change, or when one side removed a translation the other kept', () => {
    const same = edit(base, { tagline: 'Same' });
    expect(mergeAppPreview(base, same, same)).toEqual({ merged: same, conflicts: [] });

    const mine = edit(base, { 'translations.nl.tagline': undefined });
    const { merged, conflicts } = mergeAppPreview(base, mine, edit(base, { voiceLabel: 'Voice ON' }));
    expect(conflicts).toEqual([]);
    expect(merged.translations).toEqual({});
    expect(merged.voiceLabel).toBe('Voice ON');
  });
});

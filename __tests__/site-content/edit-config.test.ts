import { addCard, moveCard, removeCard, setCardText, setText, textIn } from '@/lib/site-content/edit-config';
import { defaultAppPreviewConfig, localizeAppPreview, type AppPreviewConfig } from '@/lib/site-content/app-preview';

const card = (title: string) => ({ icon: 'custom', title, status: '', description: '' });
const two: AppPreviewConfig = {
  ...defaultAppPreviewConfig,
  cards: [card('One'), card('Two')],
  translations: { nl: { cards: [{ title: 'Een' }, { title: 'Twee' }] }, es: { cards: [{}, { title: 'Dos' }] } },
};

describe('content editor changes (translations pair with cards by index)', () => {
  it('moves a card with its translated texts', () => {
    const moved = moveCard(two, 1, -1);
    expect(moved.cards.map((c) => c.title)).toEqual(['Two', 'One']);
    expect(moved.translations.nl?.cards).toEqual([{ title: 'Twee' }, { title: 'Een' }]);
    expect(moved.translations.es?.cards).toEqual([{ title: 'Dos' }]);
    expect(localizeAppPreview(moved, 'es').cards.map((c) => c.title)).toEqual(['Dos', 'One']);
    expect(moveCard(two, 0, -1)).toBe(two);
  });

  it('removes a card with its translated texts, and drops what becomes empty', () => {
    const removed = removeCard(two, 1);
    expect(removed.cards.map((c) => c.title)).toEqual(['One']);
    expect(removed.translations).toEqual({ nl: { cards: [{ title: 'Een' }] } });
  });

  it('adds a card last without touching translations', () => {
    const added = addCard(two, card('Three'));
    expect(added.cards).toHaveLength(3);
    expect(added.translations).toEqual(two.translations);
  });

  it('keeps a blank translation out of the value, so it falls back to English', () => {
    const dutch = setText({ ...defaultAppPreviewConfig, translations: {} }, 'nl', 'tagline', 'Eén tik');
    expect(dutch.translations).toEqual({ nl: { tagline: 'Eén tik' } });
    expect(textIn(dutch, 'nl', 'tagline')).toBe('Eén tik');
    expect(setText(dutch, 'nl', 'tagline', '  ').translations).toEqual({});
    expect(setText(dutch, 'en', 'tagline', 'Tap').tagline).toBe('Tap');

    const cardText = setCardText(two, 'es', 0, 'description', 'Batería');
    expect(cardText.translations.es?.cards).toEqual([{ description: 'Batería' }, { title: 'Dos' }]);
    expect(setCardText(cardText, 'es', 0, 'description', '').translations.es?.cards).toEqual([{}, { title: 'Dos' }]);
  });
});

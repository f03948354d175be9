import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';

type Tree = { [key: string]: string | Tree };

/**
 * The ICU arguments a message uses ({name}, {count, plural, …}, <link>…</link>), including those
 * nested inside plural/select branches, but not the branches' literal text.
 */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    const own = 'value' in element && typeof element.value === 'string' && element.type !== 0 ? [element.value] : [];
    const nested =
      'options' in element
        ? Object.values(element.options).flatMap((option) => argumentsOf(option.value))
        : 'children' in element
          ? argumentsOf(element.children)
          : [];
    return [...own, ...nested];
  });
}

/** Flattens nested messages into "Namespace.key" → value. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const catalogues = { en, nl, es } as Record<string, Tree>;
const english = flatten(catalogues.en);

describe('translation catalogues', () => {
  it.each(['nl', 'es'])('%s has exactly the English keys', (locale) => {
    const keys = [...flatten(catalogues[locale]).keys()].sort();
    expect(keys).toEqual([...english.keys()].sort());
  });

  it.each(['en', 'nl', 'es'])('%s holds only non-empty strings', (locale) => {
    for (const [key, value] of flatten(catalogues[locale])) {
      if (typeof value !== 'string' || value.trim() === '') {
        throw new Error(`${locale}: ${key} must be a non-empty string, got ${JSON.stringify(value)}`);
      }
    }
  });

  it.each(['en', 'nl', 'es'])('%s keeps the same placeholders as English', (locale) => {
    const placeholders = (text: unknown) => [...new Set(argumentsOf(parse(String(text))))].sort();
    for (const [key, value] of flatten(catalogues[locale])) {
      expect({ key, placeholders: placeholders(value) }).toEqual({ key, placeholders: placeholders(english.get(key)) });
    }
  });
});

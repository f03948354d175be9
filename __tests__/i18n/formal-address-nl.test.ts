import nl from '@/messages/nl.json';

/**
 * Issue 24: one form of address per language. Dutch addresses the reader with "u" throughout (u, uw,
 * uzelf; "U kunt", "Heeft u"), never with "je"/"jij". This walks every string of messages/nl.json,
 * including the text inside ICU plural/select branches, and names each key that slips back.
 */

type Tree = { [key: string]: string | Tree };

/** Informal pronouns and possessives. \b keeps "je" inside words (bijenkorf, jeugd) out. */
const informalWords = /\b(je|jij|jou|jouw|jouwe|jezelf|jullie)\b/i;

/**
 * "u" as subject with the bare stem a "je"-sentence leaves behind when only the pronoun is swapped
 * ("u kun" for "u kunt", "u heb" for "u hebt/heeft"). Only this order is checked: "heb u"/"wil u"
 * are correct when "u" is the object ("Ik heb u gemaild", "{name} wil u als noodcontact").
 */
const bareStemAfterU = /\bu (kun|heb|ben|wil|word)\b/i;

/**
 * Keys allowed to contain an informal form, each with the reason. Empty today: add a key only for a
 * real exception (for example a quoted phrase people type), never to silence copy that speaks to the reader.
 */
const allowed: Record<string, string> = {};

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : flatten(value, path);
  });
}

/** The readable text of a message: ICU argument names ({name}, {count, plural, …}) are not words. */
function readable(message: string): string {
  return message.replace(/\{\s*[\w.]+\s*(,\s*\w+\s*,?)?/g, ' ').replace(/<\/?\w+>/g, ' ');
}

describe('Dutch addresses the reader with "u" (issue 24)', () => {
  const messages = flatten(nl as Tree);

  it('reads every Dutch message', () => {
    expect(messages.length).toBeGreaterThan(1000);
  });

  it('has no "je", "jij", "jouw", "jullie" or the like in any message', () => {
    const offenders = messages
      .filter(([key, text]) => !(key in allowed) && informalWords.test(readable(text)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(offenders).toEqual([]);
  });

  it('conjugates the verb after "u" ("u kunt", not "u kun")', () => {
    const offenders = messages
      .filter(([key, text]) => !(key in allowed) && bareStemAfterU.test(readable(text)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(offenders).toEqual([]);
  });

  it('keeps the allow-list to keys that exist and still need it', () => {
    const byKey = new Map(messages);
    for (const key of Object.keys(allowed)) {
      expect(byKey.has(key)).toBe(true);
      expect(informalWords.test(readable(byKey.get(key) ?? '')) || bareStemAfterU.test(readable(byKey.get(key) ?? ''))).toBe(true);
    }
  });
});

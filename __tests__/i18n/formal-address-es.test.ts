/** @jest-environment node */
/**
 * One form of address per language (issue 24): Spanish speaks to people as "usted" (su/sus, le,
 * "Pulse", "Escriba", "Inténtelo de nuevo"), never as "tú". This walks every string of
 * messages/es.json (its literal text, also inside plural/select branches and rich-text tags, but
 * not ICU argument names) and names each key that still uses an informal form.
 *
 * Word boundaries are Unicode-aware: JavaScript's \b only knows ASCII letters, so /\btú\b/ would
 * never match "tú " and /\bte\b/ would match inside "teñir" (ñ counts as a gap). Here a word is a
 * run of letters, marks, digits or underscores.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import es from '@/messages/es.json';

type Tree = { [key: string]: string | Tree };

/** Informal words that are informal wherever they stand. */
const INFORMAL_WORDS = [
  // Pronouns and possessives of "tú" (and of "vosotros"). Not "sé": "No lo sé" is "I don't know".
  'tú', 'tu', 'tus', 'te', 'ti', 'contigo', 'tuyo', 'tuya', 'tuyos', 'tuyas',
  'vosotros', 'vosotras', 'vuestro', 'vuestra', 'vuestros', 'vuestras', 'os',
  // Second-person present forms (usted uses the third person: "tiene", "puede", "ha").
  'eres', 'estás', 'has', 'tienes', 'puedes', 'quieres', 'necesitas', 'debes', 'sabes', 'vives',
  'pagas', 'llevas', 'usas', 'eliges', 'envías', 'recibes', 'ves', 'vas', 'consigues', 'prefieres',
  // Second-person subjunctive forms ("cuando quieras", "salvo que canceles").
  'quieras', 'puedas', 'necesites', 'uses', 'permitas', 'canceles', 'tengas', 'estés', 'seas',
  'hayas', 'elijas', 'vayas', 'pidas', 'envíes', 'recibas', 'escribas', 'pulses', 'toques', 'olvides',
  'dejes', 'llames', 'esperes', 'vuelvas', 'intentes',
  // Second-person preterite forms.
  'olvidaste', 'elegiste', 'escribiste', 'enviaste', 'pagaste', 'recibiste', 'aceptaste', 'diste', 'hiciste',
  // "tú" imperatives that no "usted" sentence uses: irregular ones, and ones carrying a pronoun.
  'haz', 'pon', 'ten', 'dinos', 'dime', 'hazlo', 'dale',
  'inténtalo', 'pruébalo', 'llámale', 'llámalo', 'llámala', 'pídele', 'pídelo', 'pídela', 'escríbenos',
  'envíanos', 'envíame', 'avísame', 'cuéntanos', 'ábrelo', 'ábrela', 'revísalo', 'cámbiala', 'cámbialo',
  'confírmalo', 'sáltalo', 'sepáralas', 'escríbela', 'elígela', 'elígelo', 'acéptala', 'cancélala',
  'envíala', 'guárdalo', 'descárgala', 'descárgalo', 'instálala', 'mírala',
  'suscríbete', 'únete', 'regístrate', 'conéctate', 'protégete', 'apúntate', 'olvídate',
  'protegerte', 'ayudarte', 'avisarte', 'contactarte', 'llamarte', 'enviarte', 'recordarte',
  'mostrarte', 'conectarte', 'registrarte', 'suscribirte', 'unirte',
];

/** Phrases that are only ever a "tú" imperative ("Vuelve" alone can be "it comes back"). */
const INFORMAL_PHRASES = ['vuelve a intentarlo', 'vuelve a iniciar', 'vuelve a cargar'];

/**
 * "tú" imperatives that read the same as a third-person verb ("Llama" = "call!" or "he calls").
 * They count only where an imperative stands: at the start of a text, of a sentence or of a clause
 * (after . ! : ; , ¡ or a line break, as in "En una emergencia, llama al 112"; not after ¿, where
 * "¿Acepta…?" is a polite question).
 * Not in this list because they open ordinary nouns or adjectives: "Prueba", "Activa", "Completa".
 */
const SENTENCE_START_IMPERATIVES = [
  'pulsa', 'toca', 'escribe', 'elige', 'inicia', 'descarga', 'descubre', 'habla', 'usa', 'llama',
  'espera', 'abre', 'añade', 'invita', 'pide', 'revisa', 'mira', 'vuelve', 'confirma', 'conecta',
  'vincula', 'chatea', 'comprueba', 'empieza', 'cancela', 'pregunta', 'deja', 'instala', 'repite',
  'introduce', 'indica', 'rellena', 'contacta', 'envía', 'decide', 'cambia', 'guarda', 'busca',
  'responde', 'lee', 'protege', 'suscríbete', 'únete',
];

/**
 * Real exceptions: a word from the lists above that is not addressed to the reader here.
 * Each entry is "key" → the matched words it may contain, with the reason.
 */
const ALLOWED: Record<string, { words: string[]; why: string }> = {
  'Home.features.languages.title': {
    words: ['habla'],
    why: '"Habla su idioma": ICE SOS speaks your language (third person, the subject is the app).',
  },
  'Registration.success.openLink': {
    words: ['inicia'],
    why: '"Inicia su sesión y le lleva al plan": the confirmation link signs the person in (third person).',
  },
  'FamilyInvite.account.confirm': {
    words: ['inicia'],
    why: '"Ábralo: inicia su sesión y le devuelve a esta invitación": the link signs the person in (third person).',
  },
  'AdminAlarms.subtitle': {
    words: ['llama'],
    why: '"la Central de Atención España, que aquí las asume, llama y resuelve": the call centre calls (third person).',
  },
  'AdminCatalogue.form.stripePriceIdHint': {
    words: ['empieza'],
    why: '"Empieza por price_": the Stripe price id starts with price_ (third person).',
  },
};

const LETTER = '[\\p{L}\\p{M}\\p{N}_]';
const wordsPattern = (words: string[]) =>
  new RegExp(`(?<!${LETTER})(${words.join('|')})(?!${LETTER})`, 'giu');

const anywhere = wordsPattern([...INFORMAL_WORDS, ...INFORMAL_PHRASES.map((p) => p.replace(/ /g, '\\s+'))]);
const atSentenceStart = new RegExp(
  `(?:^|[.!:;,¡\\n]\\s*)(${SENTENCE_START_IMPERATIVES.join('|')})(?!${LETTER})`,
  'giu',
);

/**
 * The literal texts of a message: its own text, plural/select branches and rich-text children.
 * A placeholder ({name}, #) stands as the word "X", so "Hola. {member} usa ICE SOS" does not put
 * "usa" at the start of a sentence.
 */
function literalTexts(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal) return [element.value];
    if ('options' in element) return Object.values(element.options).flatMap((option) => literalTexts(option.value));
    if ('children' in element) return literalTexts(element.children);
    return ['X'];
  });
}

/** Flattens nested messages into "Namespace.key" → value. */
function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

/** The informal words found in one message, lower-cased, minus the key's allowed exceptions. */
function informalWordsIn(key: string, message: string): string[] {
  // Literal pieces are joined with a space, so a placeholder never glues two words together.
  const text = literalTexts(parse(message)).join(' ');
  const found = [
    ...[...text.matchAll(anywhere)].map((m) => m[1]),
    ...[...text.matchAll(atSentenceStart)].map((m) => m[1]),
  ].map((word) => word.toLowerCase().replace(/\s+/g, ' '));
  const allowed = ALLOWED[key]?.words ?? [];
  return [...new Set(found)].filter((word) => !allowed.includes(word));
}

/** "key: words" for every message of a catalogue that uses an informal form. */
function informalMessages(catalogue: Tree): string[] {
  return flatten(catalogue).flatMap(([key, message]) => {
    const words = informalWordsIn(key, message);
    return words.length > 0 ? [`${key}: ${words.join(', ')} — ${JSON.stringify(message)}`] : [];
  });
}

describe('Spanish addresses people as "usted"', () => {
  it('no message in messages/es.json uses an informal form', () => {
    expect(informalMessages(es as Tree)).toEqual([]);
  });

  it('every allowed exception is still needed (its key exists and still holds the word)', () => {
    const messages = new Map(flatten(es as Tree));
    for (const [key, { words }] of Object.entries(ALLOWED)) {
      const message = messages.get(key);
      expect({ key, exists: message !== undefined }).toEqual({ key, exists: true });
      const text = literalTexts(parse(message!)).join(' ').toLowerCase();
      for (const word of words) expect({ key, word, present: text.includes(word) }).toEqual({ key, word, present: true });
    }
  });

  // The detector itself: informal wording it must catch, and formal or neutral wording it must not.
  it.each([
    ['¿Has olvidado tu contraseña?', ['has', 'tu']],
    ['Si necesitas ayuda ahora mismo, llama al 112.', ['necesitas', 'llama']],
    ['Suscríbete ahora', ['suscríbete']],
    ['Únete', ['únete']],
    ['Algo ha fallado. Vuelve a intentarlo.', ['vuelve a intentarlo', 'vuelve']],
    ['Pulsa el botón.', ['pulsa']],
    ['En una emergencia, llama siempre primero al 112.', ['llama']],
    ['Hola. Escribe tu pregunta…', ['escribe', 'tu']],
    ['Tú eliges', ['tú', 'eliges']],
    ['Seis formas de protegerte a ti.', ['protegerte', 'ti']],
    ['Lo siento. Inténtalo de nuevo.', ['inténtalo']],
    ['{count, plural, one {Tu alarma} other {Tus alarmas}}', ['tu', 'tus']],
  ])('flags %j', (message, words) => {
    expect(informalWordsIn('Test.key', message).sort()).toEqual([...words].sort());
  });

  it.each([
    '¿Ha olvidado su contraseña?',
    'Si necesita ayuda ahora mismo, llame al 112.',
    'Elija «No lo sé» si no está seguro.',
    'El operador llama al 112 y a sus contactos de emergencia.',
    'Un toque da la alarma. Se está compartiendo su ubicación.',
    '¿Acepta las condiciones del servicio?',
    'Prueba gratuita',
    'Activa',
    'Este cliente existe; el texto es bastante claro.',
    'La dirección está registrada y espera su confirmación.',
    '{name} le invita a ser su {role, select, carer {cuidador} other {familiar}}',
    'Hola, {contact}. {member} usa ICE SOS.',
    '<link>{email}</link>',
  ])('does not flag %j', (message) => {
    expect(informalWordsIn('Test.key', message)).toEqual([]);
  });
});

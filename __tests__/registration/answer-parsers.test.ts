import {
  asksPrice,
  parseCountry,
  parseEmail,
  parseLanguage,
  parsePersonName,
  parsePlanChoice,
  parseProtectedPerson,
  parseYesNo,
  simplify,
} from '@/lib/registration/answer-parsers';
import { normalisePhone } from '@/lib/registration/phone';

describe('simplify', () => {
  it('drops accents, case and punctuation', () => expect(simplify('  ¡Sí, CLARO!  ')).toBe('si claro'));
});

describe('parseYesNo', () => {
  it.each([
    ['Yes', true], ['yes please', true], ['ok', true], ['Ja', true], ['ja hoor', true], ['akkoord', true], ['Sí', true], ['si', true], ['claro', true], ['de acuerdo', true],
    ['no', false], ['No thanks', false], ['nee', false], ['Nee, dank je', false],
  ])('%s → %s', (text, expected) => expect(parseYesNo(text)).toBe(expected));

  it.each(['maybe', 'yes and no', '', 'quizás'])('%s → null', (text) => expect(parseYesNo(text)).toBeNull());
});

describe('asksPrice', () => {
  it.each(['¿Cuánto cuesta?', 'cuanto es', '¿Qué precio tiene?', 'How much?', 'how much is it', 'What does it cost?', 'price?', 'Wat kost het?', 'wat kost dat', 'Hoeveel is dat?', 'Wat is de prijs?', 'Sí, ¿cuánto cuesta?'])(
    '"%s" asks for a price',
    (text) => expect(asksPrice(text)).toBe(true),
  );

  // "vale" is Spanish for "okay" as often as for "it costs"; "duur" is Dutch for "how long" too.
  it.each(['yes', 'no', 'sí', 'vale', 'ja', 'nee', 'Ja, graag', 'de acuerdo', 'duurt het lang?', 'costa'])('"%s" does not', (text) => expect(asksPrice(text)).toBe(false));
});

describe('parseProtectedPerson', () => {
  it.each([
    ['me', 'self'], ['For myself', 'self'], ['mij', 'self'], ['mezelf', 'self'], ['yo', 'self'], ['para mí', 'self'],
    ['someone else', 'other'], ['my mother', 'other'], ['mijn vader', 'other'], ['iemand anders', 'other'], ['para mi madre', 'other'], ['otra persona', 'other'],
  ])('%s → %s', (text, expected) => expect(parseProtectedPerson(text)).toBe(expected));

  it('is null when it cannot tell', () => expect(parseProtectedPerson('hello')).toBeNull());
});

describe('parsePersonName', () => {
  it.each([
    ['Ana García', 'Ana García'], ['my name is Ana García.', 'Ana García'], ['Ik heet Jan de Vries', 'Jan de Vries'], ['me llamo Lucía', 'Lucía'],
    ["Seán O'Brien-Murphy", "Seán O'Brien-Murphy"], ['  Maria   Lopez ', 'Maria Lopez'],
  ])('%s → %s', (text, expected) => expect(parsePersonName(text)).toBe(expected));

  it.each(['', 'A', 'ana@example.com', '12345', 'Robert"); drop table', 'x'.repeat(101)])('%s → null', (text) => expect(parsePersonName(text)).toBeNull());
});

describe('parseEmail', () => {
  it('lower-cases and trims a valid address, with trailing punctuation and mailto: removed', () => {
    expect(parseEmail(' Ana.Garcia@Example.COM. ')).toBe('ana.garcia@example.com');
    expect(parseEmail('mailto:ana@example.com')).toBe('ana@example.com');
  });
  it.each(['ana', 'ana@', '@example.com', 'ana @example.com', 'my email is ana'])('%s → null', (text) => expect(parseEmail(text)).toBeNull());
});

describe('normalisePhone', () => {
  it('reads national numbers with the country and international ones without', () => {
    expect(normalisePhone('600 123 456', 'ES')).toBe('+34600123456');
    expect(normalisePhone('06-12345678', 'NL')).toBe('+31612345678');
    expect(normalisePhone('+31 6 1234 5678', null)).toBe('+31612345678');
    expect(normalisePhone('+34 600 123 456', 'NL')).toBe('+34600123456');
  });
  it('refuses what is not a valid number', () => {
    expect(normalisePhone('600 123 456', null)).toBeNull();
    expect(normalisePhone('123', 'ES')).toBeNull();
    expect(normalisePhone('call me', 'ES')).toBeNull();
    expect(normalisePhone('+34 600 123 456 789 012 345 678 901 234 567', 'ES')).toBeNull();
  });
});

describe('parseLanguage', () => {
  it.each([
    ['English', 'en'], ['Engels', 'en'], ['inglés', 'en'], ['Nederlands', 'nl'], ['Dutch please', 'nl'], ['neerlandés', 'nl'], ['Español', 'es'], ['Spaans', 'es'], ['castellano', 'es'],
  ])('%s → %s', (text, expected) => expect(parseLanguage(text)).toBe(expected));
  it.each(['French', 'English or Spanish', ''])('%s → null', (text) => expect(parseLanguage(text)).toBeNull());
});

describe('parseCountry', () => {
  it.each([
    ['Spain', 'ES'], ['España', 'ES'], ['Spanje', 'ES'], ['in Spain', 'ES'], ['the Netherlands', 'NL'], ['Nederland', 'NL'], ['Países Bajos', 'NL'], ['Holland', 'NL'], ['Belgium', 'BE'], ['België', 'BE'], ['be', 'BE'], ['UK', 'GB'],
  ])('%s → %s', (text, expected) => expect(parseCountry(text)).toBe(expected));
  it.each(['Atlantis', 'xx', ''])('%s → null', (text) => expect(parseCountry(text)).toBeNull());
});

describe('parsePlanChoice', () => {
  const plans = [
    { id: 'premium', name: 'Premium Protection' },
    { id: 'personal', name: 'Personal Account' },
    { id: 'family', name: 'Family Connection' },
    { id: 'sharing', name: 'Family Sharing' },
  ];
  it.each([
    ['1', 'premium'], ['plan 2', 'personal'], ['Premium Protection', 'premium'], ['premium', 'premium'], ['the personal one', 'personal'], ['family connection', 'family'], ['Sharing', 'sharing'],
  ])('%s → %s', (text, expected) => expect(parsePlanChoice(text, plans)?.id).toBe(expected));
  it.each(['family', '9', 'the cheapest', ''])('%s → null (ambiguous or unknown)', (text) => expect(parsePlanChoice(text, plans)).toBeNull());
});

import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';
import { type DialogueContext, type DialogueState, answerQuestion, questionFor, startDialogue } from '@/lib/registration/dialogue';
import { parseBloodType, parseList, parseSkip } from '@/lib/registration/medical-parsers';
import { type RegistrationAnswers, registrationSchema } from '@/lib/registration/schema';

const context: DialogueContext = {
  plans: [
    { id: 'premium', name: 'Premium Protection', price: 4.99, currency: 'EUR', contactLimit: 5 },
    { id: 'personal', name: 'Personal Account', price: 1.99, currency: 'EUR', contactLimit: 3 },
    { id: 'family', name: 'Family Connection', price: 0.99, currency: 'EUR', contactLimit: 5 },
  ],
};
const schema = registrationSchema({ contactLimit: (id) => context.plans.find((plan) => plan.id === id)?.contactLimit ?? null });

/** Runs a script of typed answers; every one must be accepted unless marked `{ refused }`. */
function run(script: Array<string | { refused: string }>, language: 'en' | 'nl' | 'es' = 'en'): DialogueState {
  let state = startDialogue(language);
  for (const line of script) {
    const text = typeof line === 'string' ? line : line.refused;
    const result = answerQuestion(state, text, context);
    const step = state.step;
    if (typeof line === 'string') expect({ step, text, accepted: result.accepted, hint: result.hint }).toEqual({ step, text, accepted: true, hint: undefined });
    else expect({ step, text, accepted: result.accepted }).toEqual({ step, text, accepted: false });
    state = result.state;
  }
  return state;
}

/** The same registration as the form would hold it (the form keeps what was typed). */
const form = (answers: Partial<RegistrationAnswers>): RegistrationAnswers => ({
  protectedPerson: 'self',
  protectedName: '',
  email: '',
  phone: '',
  country: '',
  language: 'en',
  planId: '',
  spainCallCentre: false,
  contacts: [],
  medical: null,
  acceptTerms: true,
  healthDataConsent: false,
  password: 'Password123!',
  ...answers,
});

type Dialogue = { name: string; language?: 'en' | 'nl' | 'es'; script: Array<string | { refused: string }>; same: Partial<RegistrationAnswers> };

const DIALOGUES: Dialogue[] = [
  {
    name: 'en, for myself in Spain, Premium with the call centre, two contacts, no medical',
    script: ['me', 'Ana García', 'ana@example.com', 'Spain', '600 123 456', 'English', 'premium', 'yes', 'Luis García', 'son', '611 222 333', 'skip', 'yes', 'Marta', 'neighbour', 'skip', 'marta@example.com', 'no', 'no', 'yes', 'Password123!'],
    same: { protectedName: 'Ana García', email: 'ana@example.com', phone: '600 123 456', country: 'ES', planId: 'premium', spainCallCentre: true, contacts: [{ name: 'Luis García', relationship: 'son', phone: '611 222 333', email: '' }, { name: 'Marta', relationship: 'neighbour', phone: '', email: 'marta@example.com' }] },
  },
  {
    name: 'nl, voor mijn moeder in Nederland, Family Connection, one contact, medical with consent',
    language: 'nl',
    script: ['voor mijn moeder', { refused: 'Ik heet... nee: 12' }, 'Els de Vries', 'jan@example.nl', 'Nederland', '06 12345678', 'Nederlands', 'Family Connection', 'Jan de Vries', 'zoon', '06 87654321', 'jan@example.nl', 'nee', 'ja', '0 positief', 'diabetes en artrose', 'metformine', 'geen', 'ja', 'ja', 'Wachtwoord-123'],
    same: { protectedPerson: 'other', protectedName: 'Els de Vries', email: 'jan@example.nl', phone: '06 12345678', country: 'NL', language: 'nl', planId: 'family', contacts: [{ name: 'Jan de Vries', relationship: 'zoon', phone: '06 87654321', email: 'jan@example.nl' }], medical: { bloodType: 'O+', conditions: ['diabetes', 'artrose'], medications: ['metformine'], allergies: [] }, healthDataConsent: true, password: 'Wachtwoord-123' },
  },
  {
    name: 'es, para mí en España, sin servicio del centro, sin contactos',
    language: 'es',
    script: ['para mí', 'me llamo Lucía Pérez', 'lucia@example.es', 'España', '+34 622 333 444', 'español', '1', 'no', 'saltar', 'no', 'sí', 'Contraseña-99'],
    same: { protectedName: 'Lucía Pérez', email: 'lucia@example.es', phone: '+34 622 333 444', country: 'ES', language: 'es', planId: 'premium', password: 'Contraseña-99' },
  },
];

/** Seventeen more: every plan, country and language, with and without contacts and medical details, some answers refused first. */
const PEOPLE = [
  ['Ana Ruiz', 'ES', '600 100 200', 'es'], ['Piet Jansen', 'NL', '06 11112222', 'nl'], ['Emma Smith', 'GB', '+44 7911 123456', 'en'], ['Luc Peeters', 'BE', '+32 470 12 34 56', 'nl'],
  ['María José Gil', 'ES', '699 888 777', 'es'], ['Sanne Bakker', 'NL', '+31 6 33334444', 'en'], ['Tom Brown', 'GB', '07911 123456', 'en'], ['Lucía Martín', 'ES', '611 000 111', 'en'],
] as const;
PEOPLE.forEach(([name, country, phone, language], index) => {
  for (const plan of context.plans.slice(0, index % 2 === 0 ? 2 : 3)) {
    if (DIALOGUES.length >= 20) return;
    const contactCount = (index + plan.contactLimit) % 3;
    const contactScript = Array.from({ length: contactCount }, (_, n) => [`Contact Person ${'ABC'[n]}`, 'friend', 'skip', `contact${n}@example.com`, ...(n < contactCount - 1 ? ['yes'] : contactCount < plan.contactLimit ? ['no'] : [])]).flat();
    DIALOGUES.push({
      name: `${language}, ${name} in ${country} on ${plan.name} with ${contactCount} contact(s)`,
      language,
      script: [
        index % 3 === 0 ? 'someone else' : 'me',
        { refused: '12345' },
        name,
        { refused: 'not an e-mail' },
        `person${index}@example.com`,
        country === 'GB' ? 'UK' : country,
        { refused: '123' },
        phone,
        language,
        plan.name,
        ...(country === 'ES' ? ['no'] : []),
        ...(contactCount === 0 ? ['skip'] : contactScript),
        'no',
        { refused: 'no' },
        'yes',
        { refused: 'short' },
        'Long-enough-1',
      ],
      same: {
        protectedPerson: index % 3 === 0 ? 'other' : 'self',
        protectedName: name,
        email: `person${index}@example.com`,
        phone,
        country,
        language,
        planId: plan.id,
        contacts: Array.from({ length: contactCount }, (_, n) => ({ name: `Contact Person ${'ABC'[n]}`, relationship: 'friend', phone: '', email: `contact${n}@example.com` })),
        password: 'Long-enough-1',
      },
    });
  }
});

describe('Emma’s registration dialogue', () => {
  it('has at least 20 scripted dialogues', () => expect(DIALOGUES.length).toBeGreaterThanOrEqual(20));

  it.each(DIALOGUES.map((dialogue) => [dialogue.name, dialogue] as const))('%s: ends done, with what the form gives for the same data', (_, dialogue) => {
    const state = run(dialogue.script, dialogue.language);
    expect(state.step).toBe('done');
    expect(schema.parse(state.draft)).toEqual(schema.parse(form({ language: dialogue.language ?? 'en', ...dialogue.same })));
  });

  it('asks the Spain call-centre question only in Spain, and lists the plans as quick replies', () => {
    const inSpain = run(['me', 'Ana García', 'ana@example.com', 'Spain', '600 123 456', 'English']);
    expect(questionFor(inSpain, context).choices?.map((choice) => choice.value)).toEqual(['premium', 'personal', 'family']);
    expect(answerQuestion(inSpain, 'premium', context).state.step).toBe('spainService');
    const inBelgium = run(['me', 'Luc Peeters', 'luc@example.com', 'België', '+32 470 12 34 56', 'Nederlands']);
    expect(answerQuestion(inBelgium, 'premium', context).state.step).toBe('contactName');
  });

  it('stops asking for contacts at the plan’s limit', () => {
    const contact = (name: string) => [name, 'friend', '+34 600 000 001', 'skip'];
    const state = run(['me', 'Ana García', 'ana@example.com', 'Belgium', '+32 470 12 34 56', 'English', 'personal', ...contact('Bea One'), 'yes', ...contact('Bea Two'), 'yes', ...contact('Bea Three')]);
    expect(state.draft.contacts).toHaveLength(3);
    expect(state.step).toBe('medical');
  });

  it('refuses a contact with neither phone nor e-mail, with a hint, and keeps asking', () => {
    const state = run(['me', 'Ana García', 'ana@example.com', 'Belgium', '+32 470 12 34 56', 'English', 'personal', 'Bea', 'friend', 'skip']);
    const result = answerQuestion(state, 'skip', context);
    expect(result).toMatchObject({ accepted: false, hint: 'contactReachRequired' });
    expect(result.state.step).toBe('contactEmail');
  });

  it('never echoes the password, accepted or refused', () => {
    const state = run(['me', 'Ana García', 'ana@example.com', 'Belgium', '+32 470 12 34 56', 'English', 'personal', 'skip', 'no', 'yes']);
    expect(questionFor(state, context).input).toBe('password');
    expect(answerQuestion(state, 'short', context)).toMatchObject({ accepted: false, echo: null, hint: 'passwordTooShort' });
    expect(answerQuestion(state, 'Long-enough-1', context)).toMatchObject({ accepted: true, echo: null });
  });

  it('drops the medical details when consent is refused', () => {
    const state = run(['me', 'Ana García', 'ana@example.com', 'Belgium', '+32 470 12 34 56', 'English', 'personal', 'skip', 'yes', 'A+', 'asthma', 'none', 'none', 'no']);
    expect(state.draft).toMatchObject({ medical: null, healthDataConsent: false });
    expect(state.step).toBe('terms');
  });
});

describe('medical parsers', () => {
  it.each([['A+', 'A+'], ['ab neg', 'AB-'], ['0 positief', 'O+'], ['O negativo', 'O-'], ["don't know", 'unknown'], ['weet niet', 'unknown'], ['C+', null], ['A', null]])('blood type %s → %s', (text, expected) =>
    expect(parseBloodType(text)).toBe(expected),
  );
  it('splits a one-line list in any of the three languages', () => {
    expect(parseList('diabetes, asthma and arthritis')).toEqual(['diabetes', 'asthma', 'arthritis']);
    expect(parseList('diabetes en artrose; astma')).toEqual(['diabetes', 'artrose', 'astma']);
    expect(parseList('diabetes y asma')).toEqual(['diabetes', 'asma']);
    expect(parseList('x, '.repeat(21))).toBeNull();
  });
  it.each([['skip', true], ['geen', true], ['nada', true], ['-', true], ['aspirin', false]])('skip %s → %s', (text, expected) => expect(parseSkip(text)).toBe(expected));
});

describe('Emma’s registration texts', () => {
  const STEPS = ['who', 'name', 'email', 'country', 'phone', 'language', 'plan', 'spainService', 'contactName', 'contactRelationship', 'contactPhone', 'contactEmail', 'anotherContact', 'medical', 'bloodType', 'conditions', 'medications', 'allergies', 'healthConsent', 'terms', 'password', 'done'] as const;
  const HINTS = ['hints.yesNo', 'hints.bloodType', 'hints.done'];

  it.each([['en', en], ['nl', nl], ['es', es]] as const)('%s has every question, quick reply and hint', (_, catalogue) => {
    const emma = catalogue.Registration.emma as unknown as Record<string, unknown>;
    const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], emma);
    for (const who of ['self', 'other'] as const) {
      for (const step of STEPS) {
        const state = { ...startDialogue('en'), step, draft: { ...startDialogue('en').draft, protectedPerson: who, planId: 'premium' } };
        const question = questionFor(state, context);
        expect({ key: question.key, text: typeof lookup(question.key) }).toEqual({ key: question.key, text: 'string' });
        for (const choice of question.choices ?? []) if (choice.labelKey) expect({ key: choice.labelKey, text: typeof lookup(choice.labelKey) }).toEqual({ key: choice.labelKey, text: 'string' });
      }
    }
    for (const hint of HINTS) expect(typeof lookup(hint)).toBe('string');
  });
});

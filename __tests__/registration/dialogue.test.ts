import { createTranslator } from 'next-intl';
import { formatPrice } from '@/lib/currency';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';
import { answerQuestion, questionFor, startDialogue } from '@/lib/registration/dialogue';
import { parseBloodType, parseList, parseSkip } from '@/lib/registration/medical-parsers';
import { registrationSchema } from '@/lib/registration/schema';
import { DIALOGUES, context, form, run } from './fixtures/scripted-dialogues';

const schema = registrationSchema({ contactLimit: (id) => context.plans.find((plan) => plan.id === id)?.contactLimit ?? null });

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

  it('asks a newcomer who protects themselves where they live, and about someone else by name', () => {
    const t = createTranslator({ locale: 'es', messages: es, namespace: 'Registration.emma' });
    const self = run(['me', 'Ana García', 'ana@example.com']);
    const asked = questionFor(self, context);
    expect(t(asked.key as 'countrySelf', asked.params)).toBe('¿En qué país vive usted?');
    const other = run(['someone I care for', 'Luis García', 'ana@example.com']);
    const askedOther = questionFor(other, context);
    expect(t(askedOther.key as 'countryOther', askedOther.params)).toBe('¿En qué país vive Luis García?');
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
  const HINTS = ['hints.yesNo', 'hints.bloodType', 'hints.done', 'hints.spainServicePrice', 'hints.spainServicePriceUnknown'];

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
    // Without a price from the catalogue, the Spain question is asked without one.
    expect(typeof lookup('spainService')).toBe('string');
  });
});

describe('Emma’s Spain call-centre question (docs/product.md#registration)', () => {
  const inSpain = () => run(['me', 'Ana García', 'ana@example.com', 'Spain', '600 123 456', 'English', 'premium']);
  const withoutPrice = { plans: context.plans, spainService: null };

  it('states the add-on’s price, as the screen formats it', () => {
    expect(questionFor(inSpain(), context)).toMatchObject({ step: 'spainService', key: 'spainServiceOffer', params: { price: '€24.99 a month' } });
  });

  it.each(['¿Cuánto cuesta?', 'How much is it?', 'Wat kost het?', 'Sí, ¿cuánto cuesta?'])('answers "%s" with the price and the question again, never "answer yes or no"', (question) => {
    const asked = answerQuestion(inSpain(), question, context);
    expect(asked).toMatchObject({ accepted: false, hint: 'hints.spainServicePrice', hintParams: { price: '€24.99 a month' }, echo: question });
    expect(asked.state.step).toBe('spainService');
    expect(answerQuestion(asked.state, 'sí', context)).toMatchObject({ accepted: true, state: { draft: { spainCallCentre: true } } });
  });

  it('still reads yes and no, and asks for one when the answer is neither', () => {
    expect(answerQuestion(inSpain(), 'no', context)).toMatchObject({ accepted: true, state: { draft: { spainCallCentre: false } } });
    expect(answerQuestion(inSpain(), 'maybe', context)).toMatchObject({ accepted: false, hint: 'hints.yesNo' });
  });

  it('without the add-on’s price in the catalogue: asks without one, and says where the price will show', () => {
    const state = run(['me', 'Ana García', 'ana@example.com', 'Spain', '600 123 456', 'English', 'premium']);
    expect(questionFor(state, withoutPrice)).toEqual({ step: 'spainService', key: 'spainService', input: 'text', choices: expect.any(Array) });
    expect(answerQuestion(state, 'how much?', withoutPrice)).toMatchObject({ accepted: false, hint: 'hints.spainServicePriceUnknown', hintParams: undefined });
  });

  it('says it in Spanish with one name for the service and the price in euros as Spanish writes them', () => {
    const t = createTranslator({ locale: 'es', messages: es, namespace: 'Registration' });
    // As the registration screen builds it: the catalogue price in the visitor's currency and language, per month.
    const spanish = { ...context, spainService: { price: 24.99, currency: 'EUR', priceLabel: t('screen.perMonth', { price: formatPrice(24.99, 'EUR', 'EUR', 'es') }) } };
    const say = (key: string, params?: Record<string, string | number>) => t(`emma.${key}` as never, params as never).replace(/\u00a0/g, ' ');
    const question = questionFor(inSpain(), spanish);
    expect(say(question.key, question.params)).toBe(
      'En España nuestra central de atención atiende cada alarma las 24 horas. Central de Atención España cuesta 24,99 € al mes, además de su plan. ¿Quiere añadir este servicio?',
    );
    const answer = answerQuestion(inSpain(), '¿Cuánto cuesta?', spanish);
    expect(say(answer.hint ?? '', answer.hintParams)).toBe('Central de Atención España cuesta 24,99 € al mes, además de su plan. ¿Quiere añadir este servicio?');
  });
});

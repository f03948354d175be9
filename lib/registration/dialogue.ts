import type { Locale } from '@/lib/i18n/routing';
import { asksPrice, parseCountry, parseEmail, parseLanguage, parsePersonName, parsePlanChoice, parseProtectedPerson, parseYesNo } from './answer-parsers';
import { parseBloodType, parseList, parseSkip } from './medical-parsers';
import { normalisePhone } from './phone';
import type { EmergencyContactAnswer, RegistrationAnswers, RegistrationErrorKey } from './schema';

/**
 * Emma's registration conversation as a pure state machine: one question at a time, each answer
 * read by a deterministic parser (answer-parsers.ts), the draft filled in as it goes. The chat
 * view renders `questionFor` and feeds `answerQuestion`; the form view edits the same draft, so
 * switching keeps every value. No language model is needed; with one, its reading of an answer
 * still ends up in this draft and passes the same schema.
 */

export type OfferedPlan = {
  id: string;
  name: string;
  price: number;
  currency: string;
  contactLimit: number;
  /** The price as the visitor reads it: in their currency and language, per billing period. */
  priceLabel?: string;
};

/** An add-on offered beside the plan: what it costs, as the catalogue says and as the visitor reads it. */
export type OfferedAddOn = {
  price: number;
  currency: string;
  /** The price in the visitor's currency and language, per billing period, like a plan's. */
  priceLabel?: string;
};

export type DialogueContext = {
  /** The plans offered, core plan first (the order the chat lists them in). */
  plans: readonly OfferedPlan[];
  /** The Spain call-centre add-on (offered-plans.ts), when the catalogue sells it. */
  spainService?: OfferedAddOn | null;
};

export type StepId =
  | 'who'
  | 'name'
  | 'email'
  | 'country'
  | 'phone'
  | 'language'
  | 'plan'
  | 'spainService'
  | 'contactName'
  | 'contactRelationship'
  | 'contactPhone'
  | 'contactEmail'
  | 'anotherContact'
  | 'medical'
  | 'bloodType'
  | 'conditions'
  | 'medications'
  | 'allergies'
  | 'healthConsent'
  | 'terms'
  | 'password'
  | 'done';

export type Choice = { value: string; labelKey?: string; label?: string };

/** What Emma asks: a message key of `Registration.emma` with its values, the kind of input, quick replies. */
export type Question = {
  step: StepId;
  key: string;
  params?: Record<string, string | number>;
  input: 'text' | 'email' | 'tel' | 'password' | 'none';
  choices?: Choice[];
};

export type DialogueState = {
  draft: RegistrationAnswers;
  step: StepId;
  /** The emergency contact being asked about, until it is complete. */
  contact: EmergencyContactAnswer | null;
};

export type AnswerResult = {
  state: DialogueState;
  accepted: boolean;
  /** Why an answer could not be used: a key of `Registration.errors` or `Registration.emma.hints`. */
  hint?: RegistrationErrorKey | `hints.${string}`;
  hintParams?: Record<string, string | number>;
  /** The answer as the transcript shows it; null for the password, which is never echoed. */
  echo: string | null;
};

export function emptyDraft(language: Locale): RegistrationAnswers {
  return {
    protectedPerson: 'self',
    protectedName: '',
    email: '',
    phone: '',
    country: '',
    language,
    planId: '',
    spainCallCentre: false,
    contacts: [],
    medical: null,
    acceptTerms: false,
    healthDataConsent: false,
    password: '',
  };
}

export function startDialogue(language: Locale): DialogueState {
  return { draft: emptyDraft(language), step: 'who', contact: null };
}

const YES_NO: Choice[] = [
  { value: 'yes', labelKey: 'choices.yes' },
  { value: 'no', labelKey: 'choices.no' },
];
const SKIP: Choice[] = [{ value: 'skip', labelKey: 'choices.skip' }];
/** Countries offered as quick replies (the service's markets); any other can be typed. */
const QUICK_COUNTRIES = ['ES', 'NL', 'BE', 'GB'];

const planOf = (context: DialogueContext, planId: string) => context.plans.find((plan) => plan.id === planId) ?? null;

/** The question for the current step. */
export function questionFor(state: DialogueState, context: DialogueContext): Question {
  const { draft, step } = state;
  const forOther = draft.protectedPerson === 'other';
  switch (step) {
    case 'who':
      return { step, key: 'who', input: 'text', choices: [{ value: 'self', labelKey: 'choices.self' }, { value: 'other', labelKey: 'choices.other' }] };
    case 'name':
      return { step, key: forOther ? 'nameOther' : 'nameSelf', input: 'text' };
    case 'email':
      return { step, key: forOther ? 'emailOther' : 'emailSelf', input: 'email' };
    case 'country':
      // "Where does Ana live?" only about someone else: a newcomer protecting themselves is asked "you".
      return {
        step,
        key: forOther ? 'countryOther' : 'countrySelf',
        params: { name: draft.protectedName },
        input: 'text',
        choices: QUICK_COUNTRIES.map((code) => ({ value: code, labelKey: `countries.${code}` })),
      };
    case 'phone':
      return { step, key: forOther ? 'phoneOther' : 'phoneSelf', params: { name: draft.protectedName }, input: 'tel' };
    case 'language':
      return { step, key: 'language', input: 'text', choices: (['en', 'nl', 'es'] as const).map((code) => ({ value: code, labelKey: `languages.${code}` })) };
    case 'plan':
      return { step, key: 'plan', input: 'text', choices: context.plans.map((plan) => ({ value: plan.id, label: plan.priceLabel ? `${plan.name} · ${plan.priceLabel}` : plan.name })) };
    case 'spainService': {
      // The question says what the add-on costs, so "yes" is an informed yes (docs/product.md#registration).
      const price = context.spainService?.priceLabel;
      return price ? { step, key: 'spainServiceOffer', params: { price }, input: 'text', choices: YES_NO } : { step, key: 'spainService', input: 'text', choices: YES_NO };
    }
    case 'contactName':
      return { step, key: draft.contacts.length === 0 ? 'contactFirst' : 'contactNext', params: { max: planOf(context, draft.planId)?.contactLimit ?? 0 }, input: 'text', choices: SKIP };
    case 'contactRelationship':
      return { step, key: 'contactRelationship', params: { name: state.contact?.name ?? '' }, input: 'text' };
    case 'contactPhone':
      return { step, key: 'contactPhone', params: { name: state.contact?.name ?? '' }, input: 'tel', choices: SKIP };
    case 'contactEmail':
      return { step, key: 'contactEmail', params: { name: state.contact?.name ?? '' }, input: 'email', choices: SKIP };
    case 'anotherContact':
      return { step, key: 'anotherContact', params: { count: draft.contacts.length, max: planOf(context, draft.planId)?.contactLimit ?? 0 }, input: 'text', choices: YES_NO };
    case 'medical':
      return { step, key: 'medical', input: 'text', choices: YES_NO };
    case 'bloodType':
      return { step, key: 'bloodType', input: 'text', choices: [...['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'].map((type) => ({ value: type, label: type })), { value: 'unknown', labelKey: 'choices.unknown' }] };
    case 'conditions':
    case 'medications':
    case 'allergies':
      return { step, key: step, input: 'text', choices: [{ value: 'none', labelKey: 'choices.none' }] };
    case 'healthConsent':
      return { step, key: 'healthConsent', input: 'text', choices: YES_NO };
    case 'terms':
      return { step, key: 'terms', input: 'text', choices: YES_NO };
    case 'password':
      return { step, key: 'password', input: 'password' };
    case 'done':
      return { step, key: 'done', input: 'none' };
  }
}

const accept = (state: DialogueState, echo: string | null): AnswerResult => ({ state, accepted: true, echo });
const retry = (state: DialogueState, text: string, hint: AnswerResult['hint'], hintParams?: AnswerResult['hintParams']): AnswerResult => ({
  state,
  accepted: false,
  hint,
  hintParams,
  echo: state.step === 'password' ? null : text.trim(),
});

/** After the plan (and Spain's service): contacts while the plan allows any. */
function afterPlan(state: DialogueState, context: DialogueContext): StepId {
  const limit = planOf(context, state.draft.planId)?.contactLimit ?? 0;
  return state.draft.contacts.length < limit ? 'contactName' : 'medical';
}

function afterContact(draft: RegistrationAnswers, context: DialogueContext): StepId {
  const limit = planOf(context, draft.planId)?.contactLimit ?? 0;
  return draft.contacts.length < limit ? 'anotherContact' : 'medical';
}

const blankContact = (name: string): EmergencyContactAnswer => ({ name, relationship: '', phone: '', email: '' });
const emptyMedical = (): NonNullable<RegistrationAnswers['medical']> => ({ bloodType: null, conditions: [], medications: [], allergies: [] });

/** Reads one answer to the current question; the state moves on only when it could be used. */
export function answerQuestion(state: DialogueState, text: string, context: DialogueContext): AnswerResult {
  const { draft, step } = state;
  const typed = text.trim();
  const next = (changes: Partial<RegistrationAnswers>, nextStep: StepId, contact: EmergencyContactAnswer | null = state.contact): DialogueState => ({
    draft: { ...draft, ...changes },
    step: nextStep,
    contact,
  });
  switch (step) {
    case 'who': {
      const who = typed === 'self' || typed === 'other' ? typed : parseProtectedPerson(typed);
      return who ? accept(next({ protectedPerson: who }, 'name'), typed) : retry(state, typed, 'protectedPersonRequired');
    }
    case 'name': {
      const name = parsePersonName(typed);
      return name ? accept(next({ protectedName: name }, 'email'), name) : retry(state, typed, 'nameInvalid');
    }
    case 'email': {
      const email = parseEmail(typed);
      return email ? accept(next({ email }, 'country'), email) : retry(state, typed, 'emailInvalid');
    }
    case 'country': {
      const country = parseCountry(typed);
      return country ? accept(next({ country, spainCallCentre: country === 'ES' && draft.spainCallCentre }, 'phone'), typed) : retry(state, typed, 'countryInvalid');
    }
    case 'phone': {
      const phone = normalisePhone(typed, draft.country);
      return phone ? accept(next({ phone }, 'language'), phone) : retry(state, typed, 'phoneInvalid');
    }
    case 'language': {
      const language = (['en', 'nl', 'es'] as const).find((code) => code === typed) ?? parseLanguage(typed);
      return language ? accept(next({ language }, 'plan'), typed) : retry(state, typed, 'languageInvalid');
    }
    case 'plan': {
      const plan = context.plans.find((offered) => offered.id === typed) ?? parsePlanChoice(typed, context.plans);
      if (!plan) return retry(state, typed, 'planRequired');
      // A plan with a lower limit keeps the contacts already given; the schema then asks to remove some.
      const moved = next({ planId: plan.id }, draft.country === 'ES' ? 'spainService' : 'contactName');
      return accept(draft.country === 'ES' ? moved : { ...moved, step: afterPlan(moved, context) }, plan.name);
    }
    case 'spainService': {
      // "¿Cuánto cuesta?" gets the price and the question again, not "answer yes or no"; also
      // "yes, how much?", so nobody adds a monthly cost before hearing it.
      if (asksPrice(typed)) {
        const price = context.spainService?.priceLabel;
        return price ? retry(state, typed, 'hints.spainServicePrice', { price }) : retry(state, typed, 'hints.spainServicePriceUnknown');
      }
      const yes = parseYesNo(typed);
      if (yes === null) return retry(state, typed, 'hints.yesNo');
      const moved = next({ spainCallCentre: yes }, 'contactName');
      return accept({ ...moved, step: afterPlan(moved, context) }, typed);
    }
    case 'contactName': {
      if (parseSkip(typed)) return accept(next({}, 'medical', null), typed);
      const name = parsePersonName(typed);
      return name ? accept(next({}, 'contactRelationship', blankContact(name)), name) : retry(state, typed, 'contactNameInvalid');
    }
    case 'contactRelationship': {
      const relationship = typed.replace(/\s+/g, ' ');
      if (relationship === '' || relationship.length > 100) return retry(state, typed, 'contactRelationshipRequired');
      return accept(next({}, 'contactPhone', { ...(state.contact ?? blankContact('')), relationship }), relationship);
    }
    case 'contactPhone': {
      if (parseSkip(typed)) return accept(next({}, 'contactEmail', { ...(state.contact ?? blankContact('')), phone: '' }), typed);
      const phone = normalisePhone(typed, draft.country);
      return phone ? accept(next({}, 'contactEmail', { ...(state.contact ?? blankContact('')), phone }), phone) : retry(state, typed, 'contactPhoneInvalid');
    }
    case 'contactEmail': {
      const contact = state.contact ?? blankContact('');
      const skipped = parseSkip(typed);
      const email = skipped ? '' : parseEmail(typed);
      if (email === null) return retry(state, typed, 'contactEmailInvalid');
      if (email === '' && contact.phone === '') return retry(state, typed, 'contactReachRequired');
      const contacts = [...draft.contacts, { ...contact, email }];
      return accept({ draft: { ...draft, contacts }, step: afterContact({ ...draft, contacts }, context), contact: null }, skipped ? typed : email);
    }
    case 'anotherContact': {
      const yes = parseYesNo(typed);
      if (yes === null) return retry(state, typed, 'hints.yesNo');
      return accept(next({}, yes ? 'contactName' : 'medical'), typed);
    }
    case 'medical': {
      const yes = parseYesNo(typed);
      if (yes === null) return retry(state, typed, 'hints.yesNo');
      return accept(yes ? next({ medical: draft.medical ?? emptyMedical() }, 'bloodType') : next({ medical: null, healthDataConsent: false }, 'terms'), typed);
    }
    case 'bloodType': {
      const bloodType = parseSkip(typed) ? 'unknown' : parseBloodType(typed);
      if (!bloodType) return retry(state, typed, 'hints.bloodType');
      return accept(next({ medical: { ...(draft.medical ?? emptyMedical()), bloodType } }, 'conditions'), typed);
    }
    case 'conditions':
    case 'medications':
    case 'allergies': {
      const items = parseSkip(typed) ? [] : parseList(typed);
      if (items === null) return retry(state, typed, 'medicalTooLong');
      const following: StepId = step === 'conditions' ? 'medications' : step === 'medications' ? 'allergies' : 'healthConsent';
      return accept(next({ medical: { ...(draft.medical ?? emptyMedical()), [step]: items } }, following), typed);
    }
    case 'healthConsent': {
      const yes = parseYesNo(typed);
      if (yes === null) return retry(state, typed, 'hints.yesNo');
      // Without consent the medical details are not kept (GDPR art. 9): dropped here, as the schema would.
      return accept(yes ? next({ healthDataConsent: true }, 'terms') : next({ healthDataConsent: false, medical: null }, 'terms'), typed);
    }
    case 'terms': {
      const yes = parseYesNo(typed);
      if (yes !== true) return retry(state, typed, 'termsRequired');
      return accept(next({ acceptTerms: true }, 'password'), typed);
    }
    case 'password': {
      if (text.length < 8) return retry(state, text, 'passwordTooShort');
      if (text.length > 72) return retry(state, text, 'passwordTooLong');
      return accept(next({ password: text }, 'done'), null);
    }
    case 'done':
      return retry(state, typed, 'hints.done');
  }
}

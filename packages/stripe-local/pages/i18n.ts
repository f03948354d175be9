/**
 * The page texts in English, Dutch and Spanish (the app's languages). Card error wording follows what
 * Stripe's own pages show in each language. Any other locale falls back to English.
 */
import type { Interval } from '../core/periods';
import type { Decline } from '../billing/test-cards';

export type Lang = 'en' | 'nl' | 'es';
export const LANGS: readonly Lang[] = ['en', 'nl', 'es'];

/** Stripe's `locale` (or `auto`, or none) plus the browser's Accept-Language → a page language. */
export function pickLang(locale: string | null | undefined, acceptLanguage: string | undefined): Lang {
  const direct = locale && locale !== 'auto' ? locale.slice(0, 2).toLowerCase() : null;
  if (direct) return (LANGS as readonly string[]).includes(direct) ? (direct as Lang) : 'en';
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.find((param) => param.trim().startsWith('q='));
      return { tag: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return (wanted.find((entry) => (LANGS as readonly string[]).includes(entry.tag))?.tag as Lang | undefined) ?? 'en';
}

export type FieldError =
  | 'emailIncomplete'
  | 'emailInvalid'
  | 'numberIncomplete'
  | 'numberInvalid'
  | 'expiryIncomplete'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'expiryYearInvalid'
  | 'cvcIncomplete'
  | 'nameRequired';

export interface Texts {
  testMode: string;
  testCardHint: string;
  checkoutTitle: string;
  quantity: (n: number) => string;
  totalDueToday: string;
  then: (amount: string, per: string) => string;
  trial: (days: number, amount: string, per: string) => string;
  per: (interval: Interval, count: number) => string;
  email: string;
  cardInformation: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardholderName: string;
  pay: (amount: string) => string;
  subscribe: string;
  startTrial: string;
  back: string;
  errorsFound: string;
  fieldErrors: Record<FieldError, string>;
  declines: Record<Decline['reason'], string>;
  sessionExpired: string;
  sessionComplete: string;
  sessionNotFound: string;
  paymentSuccessful: string;
  paymentSuccessfulBody: (merchant: string) => string;
  portalTitle: string;
  subscriptions: string;
  noSubscriptions: string;
  status: Record<string, string>;
  renewsOn: (date: string) => string;
  cancelsOn: (date: string) => string;
  trialEndsOn: (date: string) => string;
  canceledOn: (date: string) => string;
  pastDue: (amount: string) => string;
  paymentMethod: string;
  noCard: string;
  expires: (mmyy: string) => string;
  updateCard: string;
  saveCard: string;
  cardUpdated: string;
  invoicePaid: string;
  paymentFailedAfterSave: (reason: string) => string;
  returnTo: (merchant: string) => string;
  invoiceHistory: string;
  invoiceTitle: (number: string) => string;
  amountDue: string;
  amountPaid: string;
  invoiceStatus: Record<string, string>;
  portalNotFound: string;
  invoiceNotFound: string;
}

const en: Texts = {
  testMode: 'Test mode',
  testCardHint: 'Test card: 4242 4242 4242 4242, any future date, any CVC.',
  checkoutTitle: 'Checkout',
  quantity: (n) => `Qty ${n}`,
  totalDueToday: 'Total due today',
  then: (amount, per) => `Then ${amount} ${per}`,
  trial: (days, amount, per) => `${days} days free, then ${amount} ${per}`,
  per: (interval, count) =>
    count === 1 ? `per ${interval}` : `every ${count} ${{ day: 'days', week: 'weeks', month: 'months', year: 'years' }[interval]}`,
  email: 'Email',
  cardInformation: 'Card information',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM / YY)',
  cvc: 'CVC',
  cardholderName: 'Cardholder name',
  pay: (amount) => `Pay ${amount}`,
  subscribe: 'Subscribe',
  startTrial: 'Start trial',
  back: '← Back',
  errorsFound: 'Please check the highlighted fields.',
  fieldErrors: {
    emailIncomplete: 'Your email is incomplete.',
    emailInvalid: 'Your email address is invalid.',
    numberIncomplete: 'Your card number is incomplete.',
    numberInvalid: 'Your card number is invalid.',
    expiryIncomplete: "Your card's expiration date is incomplete.",
    expiryInvalid: "Your card's expiration date is invalid.",
    expiryPast: "Your card's expiration date is in the past.",
    expiryYearInvalid: "Your card's expiration year is invalid.",
    cvcIncomplete: "Your card's security code is incomplete.",
    nameRequired: 'Enter the cardholder name.',
  },
  declines: {
    generic_decline: 'Your card has been declined.',
    insufficient_funds: 'Your card has insufficient funds.',
    expired_card: 'Your card has expired.',
    incorrect_cvc: "Your card's security code is incorrect.",
    processing_error: 'An error occurred while processing your card. Try again in a little bit.',
    test_mode_live_card: 'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  },
  sessionExpired: 'This checkout session has expired.',
  sessionComplete: 'This checkout session is already complete.',
  sessionNotFound: 'This checkout page does not exist.',
  paymentSuccessful: 'Payment successful',
  paymentSuccessfulBody: (merchant) => `Thanks for your payment to ${merchant}.`,
  portalTitle: 'Billing',
  subscriptions: 'Subscriptions',
  noSubscriptions: 'You have no subscriptions.',
  status: { active: 'Active', past_due: 'Past due', trialing: 'Trial', canceled: 'Canceled', incomplete: 'Incomplete', unpaid: 'Unpaid', paused: 'Paused', incomplete_expired: 'Expired' },
  renewsOn: (date) => `Renews on ${date}`,
  cancelsOn: (date) => `Cancels on ${date}`,
  trialEndsOn: (date) => `Trial ends on ${date}`,
  canceledOn: (date) => `Canceled on ${date}`,
  pastDue: (amount) => `Your last payment failed. Update your card to pay ${amount}.`,
  paymentMethod: 'Payment method',
  noCard: 'No card on file.',
  expires: (mmyy) => `Expires ${mmyy}`,
  updateCard: 'Update card',
  saveCard: 'Save card',
  cardUpdated: 'Your card has been updated.',
  invoicePaid: 'Your outstanding invoice has been paid.',
  paymentFailedAfterSave: (reason) => `Your card was saved, but the payment failed: ${reason}`,
  returnTo: (merchant) => `← Return to ${merchant}`,
  invoiceHistory: 'Invoice history',
  invoiceTitle: (number) => `Invoice ${number}`,
  amountDue: 'Amount due',
  amountPaid: 'Amount paid',
  invoiceStatus: { draft: 'Draft', open: 'Open', paid: 'Paid', void: 'Void', uncollectible: 'Uncollectible' },
  portalNotFound: 'This billing page does not exist.',
  invoiceNotFound: 'This invoice does not exist.',
};

const nl: Texts = {
  testMode: 'Testmodus',
  testCardHint: 'Testkaart: 4242 4242 4242 4242, een datum in de toekomst, elke CVC.',
  checkoutTitle: 'Afrekenen',
  quantity: (n) => `Aantal ${n}`,
  totalDueToday: 'Vandaag te betalen',
  then: (amount, per) => `Daarna ${amount} ${per}`,
  trial: (days, amount, per) => `${days} dagen gratis, daarna ${amount} ${per}`,
  per: (interval, count) =>
    count === 1
      ? `per ${{ day: 'dag', week: 'week', month: 'maand', year: 'jaar' }[interval]}`
      : `elke ${count} ${{ day: 'dagen', week: 'weken', month: 'maanden', year: 'jaar' }[interval]}`,
  email: 'E-mail',
  cardInformation: 'Kaartgegevens',
  cardNumber: 'Kaartnummer',
  expiry: 'Vervaldatum (MM / JJ)',
  cvc: 'CVC',
  cardholderName: 'Naam kaarthouder',
  pay: (amount) => `${amount} betalen`,
  subscribe: 'Abonneren',
  startTrial: 'Proefperiode starten',
  back: '← Terug',
  errorsFound: 'Controleer de gemarkeerde velden.',
  fieldErrors: {
    emailIncomplete: 'Je e-mailadres is onvolledig.',
    emailInvalid: 'Je e-mailadres is ongeldig.',
    numberIncomplete: 'Je kaartnummer is onvolledig.',
    numberInvalid: 'Je kaartnummer is ongeldig.',
    expiryIncomplete: 'De vervaldatum van je kaart is onvolledig.',
    expiryInvalid: 'De vervaldatum van je kaart is ongeldig.',
    expiryPast: 'De vervaldatum van je kaart ligt in het verleden.',
    expiryYearInvalid: 'Het vervaljaar van je kaart is ongeldig.',
    cvcIncomplete: 'De beveiligingscode van je kaart is onvolledig.',
    nameRequired: 'Vul de naam van de kaarthouder in.',
  },
  declines: {
    generic_decline: 'Je kaart is geweigerd.',
    insufficient_funds: 'Je kaart heeft onvoldoende saldo.',
    expired_card: 'Je kaart is verlopen.',
    incorrect_cvc: 'De beveiligingscode van je kaart is onjuist.',
    processing_error: 'Er is een fout opgetreden bij het verwerken van je kaart. Probeer het over een tijdje opnieuw.',
    test_mode_live_card: 'Je kaart is geweigerd. Dit is een testomgeving en je gebruikte geen testkaart. Zie https://stripe.com/docs/testing voor geldige testkaarten.',
  },
  sessionExpired: 'Deze betaalsessie is verlopen.',
  sessionComplete: 'Deze betaalsessie is al voltooid.',
  sessionNotFound: 'Deze betaalpagina bestaat niet.',
  paymentSuccessful: 'Betaling geslaagd',
  paymentSuccessfulBody: (merchant) => `Bedankt voor je betaling aan ${merchant}.`,
  portalTitle: 'Facturering',
  subscriptions: 'Abonnementen',
  noSubscriptions: 'Je hebt geen abonnementen.',
  status: { active: 'Actief', past_due: 'Achterstallig', trialing: 'Proefperiode', canceled: 'Opgezegd', incomplete: 'Onvolledig', unpaid: 'Onbetaald', paused: 'Gepauzeerd', incomplete_expired: 'Verlopen' },
  renewsOn: (date) => `Wordt verlengd op ${date}`,
  cancelsOn: (date) => `Wordt opgezegd op ${date}`,
  trialEndsOn: (date) => `Proefperiode eindigt op ${date}`,
  canceledOn: (date) => `Opgezegd op ${date}`,
  pastDue: (amount) => `Je laatste betaling is mislukt. Werk je kaart bij om ${amount} te betalen.`,
  paymentMethod: 'Betaalmethode',
  noCard: 'Geen kaart opgeslagen.',
  expires: (mmyy) => `Vervalt ${mmyy}`,
  updateCard: 'Kaart bijwerken',
  saveCard: 'Kaart opslaan',
  cardUpdated: 'Je kaart is bijgewerkt.',
  invoicePaid: 'Je openstaande factuur is betaald.',
  paymentFailedAfterSave: (reason) => `Je kaart is opgeslagen, maar de betaling is mislukt: ${reason}`,
  returnTo: (merchant) => `← Terug naar ${merchant}`,
  invoiceHistory: 'Factuurgeschiedenis',
  invoiceTitle: (number) => `Factuur ${number}`,
  amountDue: 'Te betalen',
  amountPaid: 'Betaald bedrag',
  invoiceStatus: { draft: 'Concept', open: 'Open', paid: 'Betaald', void: 'Geannuleerd', uncollectible: 'Oninbaar' },
  portalNotFound: 'Deze factureringspagina bestaat niet.',
  invoiceNotFound: 'Deze factuur bestaat niet.',
};

const es: Texts = {
  testMode: 'Modo de prueba',
  testCardHint: 'Tarjeta de prueba: 4242 4242 4242 4242, cualquier fecha futura, cualquier CVC.',
  checkoutTitle: 'Pago',
  quantity: (n) => `Cant. ${n}`,
  totalDueToday: 'Total a pagar hoy',
  then: (amount, per) => `Después, ${amount} ${per}`,
  trial: (days, amount, per) => `${days} días gratis, después ${amount} ${per}`,
  per: (interval, count) =>
    count === 1
      ? { day: 'al día', week: 'a la semana', month: 'al mes', year: 'al año' }[interval]
      : `cada ${count} ${{ day: 'días', week: 'semanas', month: 'meses', year: 'años' }[interval]}`,
  email: 'Correo electrónico',
  cardInformation: 'Información de la tarjeta',
  cardNumber: 'Número de tarjeta',
  expiry: 'Caducidad (MM / AA)',
  cvc: 'CVC',
  cardholderName: 'Nombre del titular de la tarjeta',
  pay: (amount) => `Pagar ${amount}`,
  subscribe: 'Suscribirse',
  startTrial: 'Iniciar prueba',
  back: '← Volver',
  errorsFound: 'Revisa los campos marcados.',
  fieldErrors: {
    emailIncomplete: 'Tu correo electrónico está incompleto.',
    emailInvalid: 'Tu dirección de correo electrónico no es válida.',
    numberIncomplete: 'El número de tu tarjeta está incompleto.',
    numberInvalid: 'El número de tu tarjeta no es válido.',
    expiryIncomplete: 'La fecha de caducidad de tu tarjeta está incompleta.',
    expiryInvalid: 'La fecha de caducidad de tu tarjeta no es válida.',
    expiryPast: 'La fecha de caducidad de tu tarjeta ya ha pasado.',
    expiryYearInvalid: 'El año de caducidad de tu tarjeta no es válido.',
    cvcIncomplete: 'El código de seguridad de tu tarjeta está incompleto.',
    nameRequired: 'Introduce el nombre del titular de la tarjeta.',
  },
  declines: {
    generic_decline: 'Tu tarjeta ha sido rechazada.',
    insufficient_funds: 'Tu tarjeta no tiene fondos suficientes.',
    expired_card: 'Tu tarjeta ha caducado.',
    incorrect_cvc: 'El código de seguridad de tu tarjeta es incorrecto.',
    processing_error: 'Se ha producido un error al procesar tu tarjeta. Inténtalo de nuevo dentro de un rato.',
    test_mode_live_card: 'Tu tarjeta ha sido rechazada. Es un entorno de prueba y no has usado una tarjeta de prueba. Consulta https://stripe.com/docs/testing para ver las tarjetas de prueba válidas.',
  },
  sessionExpired: 'Esta sesión de pago ha caducado.',
  sessionComplete: 'Esta sesión de pago ya se ha completado.',
  sessionNotFound: 'Esta página de pago no existe.',
  paymentSuccessful: 'Pago realizado',
  paymentSuccessfulBody: (merchant) => `Gracias por tu pago a ${merchant}.`,
  portalTitle: 'Facturación',
  subscriptions: 'Suscripciones',
  noSubscriptions: 'No tienes suscripciones.',
  status: { active: 'Activa', past_due: 'Vencida', trialing: 'En prueba', canceled: 'Cancelada', incomplete: 'Incompleta', unpaid: 'Impagada', paused: 'En pausa', incomplete_expired: 'Caducada' },
  renewsOn: (date) => `Se renueva el ${date}`,
  cancelsOn: (date) => `Se cancela el ${date}`,
  trialEndsOn: (date) => `La prueba termina el ${date}`,
  canceledOn: (date) => `Cancelada el ${date}`,
  pastDue: (amount) => `Tu último pago ha fallado. Actualiza tu tarjeta para pagar ${amount}.`,
  paymentMethod: 'Método de pago',
  noCard: 'No hay ninguna tarjeta guardada.',
  expires: (mmyy) => `Caduca ${mmyy}`,
  updateCard: 'Actualizar tarjeta',
  saveCard: 'Guardar tarjeta',
  cardUpdated: 'Tu tarjeta se ha actualizado.',
  invoicePaid: 'Tu factura pendiente se ha pagado.',
  paymentFailedAfterSave: (reason) => `Tu tarjeta se ha guardado, pero el pago ha fallado: ${reason}`,
  returnTo: (merchant) => `← Volver a ${merchant}`,
  invoiceHistory: 'Historial de facturas',
  invoiceTitle: (number) => `Factura ${number}`,
  amountDue: 'Importe a pagar',
  amountPaid: 'Importe pagado',
  invoiceStatus: { draft: 'Borrador', open: 'Abierta', paid: 'Pagada', void: 'Anulada', uncollectible: 'Incobrable' },
  portalNotFound: 'Esta página de facturación no existe.',
  invoiceNotFound: 'Esta factura no existe.',
};

export const TEXTS: Record<Lang, Texts> = { en, nl, es };

/** The Intl locale for amounts and dates in each page language. */
export const INTL_LOCALE: Record<Lang, string> = { en: 'en-GB', nl: 'nl-NL', es: 'es-ES' };

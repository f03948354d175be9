/**
 * Stripe's test card numbers and what they do (https://docs.stripe.com/testing). Any other number
 * that passes the Luhn check is refused the way Stripe refuses a real card in test mode.
 */
export type CardBehavior =
  | 'succeed'
  /** 4000 0000 0000 0341: attaching succeeds, every charge fails. */
  | 'decline_after_attach'
  | 'generic_decline'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'not_test_card';

export interface Decline {
  code: 'card_declined' | 'expired_card' | 'incorrect_cvc' | 'processing_error';
  decline_code: string | null;
  /** Key into the page texts, and Stripe's English message for the API. */
  reason: 'generic_decline' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'processing_error' | 'test_mode_live_card';
  message: string;
}

const CARDS: Record<string, CardBehavior> = {
  '4242424242424242': 'succeed',
  '4000056655665556': 'succeed',
  '5555555555554444': 'succeed',
  '2223003122003222': 'succeed',
  '5200828282828210': 'succeed',
  '5105105105105100': 'succeed',
  '378282246310005': 'succeed',
  '371449635398431': 'succeed',
  '6011111111111117': 'succeed',
  '3056930009020004': 'succeed',
  '36227206271667': 'succeed',
  '3566002020360505': 'succeed',
  '6200000000000005': 'succeed',
  '4000000000000341': 'decline_after_attach',
  '4000000000000002': 'generic_decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};

export function behaviorOf(number: string): CardBehavior {
  return CARDS[number] ?? 'not_test_card';
}

/** What a charge on a card with this behaviour answers; null = it succeeds. */
export function chargeDecline(behavior: CardBehavior): Decline | null {
  switch (behavior) {
    case 'succeed':
      return null;
    case 'decline_after_attach':
    case 'generic_decline':
      return { code: 'card_declined', decline_code: 'generic_decline', reason: 'generic_decline', message: 'Your card was declined.' };
    case 'insufficient_funds':
      return { code: 'card_declined', decline_code: 'insufficient_funds', reason: 'insufficient_funds', message: 'Your card has insufficient funds.' };
    case 'expired_card':
      return { code: 'expired_card', decline_code: 'expired_card', reason: 'expired_card', message: 'Your card has expired.' };
    case 'incorrect_cvc':
      return { code: 'incorrect_cvc', decline_code: 'incorrect_cvc', reason: 'incorrect_cvc', message: "Your card's security code is incorrect." };
    case 'processing_error':
      return {
        code: 'processing_error',
        decline_code: 'processing_error',
        reason: 'processing_error',
        message: 'An error occurred while processing your card. Try again in a little bit.',
      };
    case 'not_test_card':
      return {
        code: 'card_declined',
        decline_code: 'test_mode_live_card',
        reason: 'test_mode_live_card',
        message:
          'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
      };
  }
}

/** The decline forced by `/_local/subscriptions/:id/renewal_outcome` = fail. */
export const FORCED_DECLINE: Decline = chargeDecline('generic_decline') as Decline;

/** Whether attaching the card (saving it without a charge) is refused, as Stripe's card check does. */
export function attachDecline(behavior: CardBehavior): Decline | null {
  return behavior === 'decline_after_attach' || behavior === 'succeed' ? null : chargeDecline(behavior);
}

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

export type Brand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

export function brandOf(number: string): Brand {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  if (/^(36|30[0-5]|3095|38|39)/.test(number)) return 'diners';
  if (/^35/.test(number)) return 'jcb';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}

/** How many digits a complete number of this brand has. */
export function expectedLength(brand: Brand): number {
  return brand === 'amex' ? 15 : brand === 'diners' ? 14 : 16;
}

export function cvcLength(brand: Brand): number {
  return brand === 'amex' ? 4 : 3;
}

import { countryTimeZone, type TimeZonePlace } from './country-time-zones';
import { phoneCountry } from './phone-country';

/** The zone a message's times are written in, and the key of its name in `SosNotify.timeZone`. */
export type MessageTimeZone = { zone: string; place: TimeZonePlace };

export const UTC_ZONE: MessageTimeZone = { zone: 'UTC', place: 'utc' };

export type MessageTimeZoneInput = {
  /** The recipient's phone number when the message goes to it (an SMS), else null. */
  recipientPhone: string | null;
  /** The member's country (profiles.country, ISO alpha-2), or null. */
  memberCountry: string | null;
};

/**
 * Whose clock a message to someone outside the app follows (docs/architecture.md#sos-delivery):
 * 1. the recipient's, when their number's country has one zone (a Dutch number: Amsterdam);
 * 2. else the member's country's main zone: contacts mostly live near the member, and the message
 *    names the zone, so a reader elsewhere can tell (a contact in the Canaries reads "hora de Madrid");
 * 3. else UTC, named as such.
 * The text always names the zone it used (lib/notify/sos-message.ts), so no reader takes one
 * zone's time for another's.
 */
export function messageTimeZone({ recipientPhone, memberCountry }: MessageTimeZoneInput): MessageTimeZone {
  const recipient = countryTimeZone(phoneCountry(recipientPhone, memberCountry));
  if (recipient?.wholeCountry) return recipient;
  return countryTimeZone(memberCountry) ?? UTC_ZONE;
}

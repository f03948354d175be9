import 'server-only';
import { getFormatter, getTranslations } from 'next-intl/server';
import { publicSiteOrigin } from '@/lib/actions/site-origin';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { sendMail } from '@/lib/mail/send-mail';
import { countryTimeZone } from '@/lib/notify/country-time-zones';
import { UTC_ZONE } from '@/lib/notify/message-time-zone';
import { routes } from '@/lib/routes';

type InviteMail = {
  to: string;
  locale: Locale;
  /** The member's name as their profile holds it; their e-mail address when they gave none. */
  from: string;
  /** The member's country (profiles.country), whose clock the link's end is written on; null when unknown. */
  memberCountry: string | null;
  role: 'family' | 'carer';
  token: string;
  /** Until when the link in the e-mail can be used (7 days after sending). */
  validUntil: string;
};

/**
 * The invitation page's full address for a token, in the member's language. On the configured
 * public site, never the request's Origin: the link goes to someone else, under our name, and a
 * member must not be able to point it at a domain of their choosing (lib/actions/site-origin.ts).
 */
export function inviteUrl(locale: Locale, token: string): string {
  return `${publicSiteOrigin()}${getPathname({ href: { pathname: routes.familyInvite, query: { token } }, locale })}`;
}

/**
 * The invitation e-mail, in the language the member is using now (the invitee's is unknown):
 * who invites, as what, and the link, which shows everything granted before anything is accepted.
 * The link's end is written on the member's clock and names it (family mostly live near the
 * member; docs/architecture.md#sos-delivery), in UTC said as such when the member's country is
 * unknown: a time without its zone would be read as the invitee's own.
 * Returns false when it could not be sent (the caller undoes or reports it); it may also throw
 * (messages, configuration), which the caller treats the same way.
 */
export async function sendFamilyInviteMail(mail: InviteMail): Promise<boolean> {
  const t = await getTranslations({ locale: mail.locale, namespace: 'FamilyCarers' });
  const zoneNames = await getTranslations({ locale: mail.locale, namespace: 'SosNotify.timeZone' });
  const format = await getFormatter({ locale: mail.locale });
  const { zone, place } = countryTimeZone(mail.memberCountry) ?? UTC_ZONE;
  return sendMail({
    to: mail.to,
    subject: t('mail.subject', { name: mail.from }),
    text: t('mail.body', {
      name: mail.from,
      role: mail.role,
      url: inviteUrl(mail.locale, mail.token),
      until: format.dateTime(new Date(mail.validUntil), { dateStyle: 'long', timeStyle: 'short', timeZone: zone }),
      zone: zoneNames(place),
    }),
  });
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactList } from '@/components/emergency-contacts/contact-list';
import { ContactsLimit } from '@/components/emergency-contacts/contacts-limit';
import { MemberPage } from '@/components/layout/member-page';
import { requireUser } from '@/lib/auth/session';
import { loadEmergencyContacts } from '@/lib/data/emergency-contacts';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'EmergencyContacts');

/**
 * /full-dashboard/contacts (issue 21): the people told when the member raises an SOS, in order;
 * add, change, reorder, remove; the plan's limit before it is reached; a test message with its
 * delivery; and each contact's answer to being one (a declined contact is not alerted).
 */
export default async function EmergencyContactsPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const user = await requireUser(locale);
  const t = await getTranslations({ locale, namespace: 'EmergencyContacts' });
  const { contacts, limit } = await loadEmergencyContacts(await createClient(), user.id);
  const atLimit = contacts.length >= limit;

  return (
    <MemberPage title={t('title')} lead={t('lead')}>
      <ContactsLimit count={contacts.length} limit={limit} />
      <p className="text-sm">{t('consentRule')}</p>
      <ContactList contacts={contacts} atLimit={atLimit} limitReason={atLimit ? t('limitReached', { limit }) : null} />
    </MemberPage>
  );
}

import type { ReactNode } from 'react';
import { FullClientMessages } from '@/components/i18n/full-client-messages';

/**
 * Open pages rendered per request because they depend on who asks (registration, invitations,
 * consent links, what follows a sign-up or a deletion). Their forms read many texts, so they get the
 * whole message catalogue; the cached public pages (the (public) group) send only the site's.
 */
export default function VisitorLayout({ children }: { children: ReactNode }) {
  return <FullClientMessages>{children}</FullClientMessages>;
}

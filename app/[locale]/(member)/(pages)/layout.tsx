import type { ReactNode } from 'react';
import { FullClientMessages } from '@/components/i18n/full-client-messages';

/**
 * Every signed-in page but /sos: their forms and screens read many namespaces, so their client
 * components get the whole catalogue. /sos gets only what it reads (the member layout's
 * MEMBER_SHELL_NAMESPACES), so the SOS button's HTML is smaller on a slow phone
 * (docs/architecture.md#the-sos-page-loads-the-button-first).
 */
export default function MemberPagesLayout({ children }: { children: ReactNode }) {
  return <FullClientMessages>{children}</FullClientMessages>;
}

import type { ReactNode } from 'react';
import { FamilyNotices } from '@/components/family/family-notice';
import { INVITES_HEADING_ID, PROTECTORS_HEADING_ID } from '@/components/family/section-headings';

/** The family page's frame around a card or row: the page notice and the sections' focusable headings. */
export function FamilyPageFrame({ children }: { children: ReactNode }) {
  return (
    <FamilyNotices>
      <h2 id={PROTECTORS_HEADING_ID} tabIndex={-1}>
        People who protect me
      </h2>
      <h2 id={INVITES_HEADING_ID} tabIndex={-1}>
        Invitations
      </h2>
      {children}
    </FamilyNotices>
  );
}

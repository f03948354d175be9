/**
 * The ids of the family page's section headings (each with tabIndex={-1}): where focus goes when
 * the control that had it is gone, a revoked link (now folded away under the history) or a
 * cancelled invitation.
 */
export const PROTECTORS_HEADING_ID = 'protectors-title';
export const INVITES_HEADING_ID = 'invites-title';

export const sectionHeading = (id: string) => document.getElementById(id);

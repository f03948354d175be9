/**
 * The id of the contact list's heading (tabIndex={-1}): where focus goes after a contact is
 * removed, since the button that had it went with the contact.
 */
export const CONTACTS_HEADING_ID = 'contacts-list-title';

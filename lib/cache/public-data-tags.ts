/**
 * The cache tags of the data every visitor sees alike. The public pages that show it are cached
 * (rendered once per language, then served from Next's cache); their reads carry these tags, and
 * whatever changes the data expires the tag, so the next visit renders the page anew:
 * - catalogue: plans, products and regional services (the admin catalogue's actions);
 * - site content: the homepage's app preview (the admin content editor's save, restore and reset);
 * - status: the public status page's measurements and incidents (an admin's incident update).
 */
export const PUBLIC_DATA_TAGS = {
  catalogue: 'catalogue',
  siteContent: 'site-content',
  status: 'status',
} as const;

export type PublicDataTag = (typeof PUBLIC_DATA_TAGS)[keyof typeof PUBLIC_DATA_TAGS];

/** Which tag a table's rows belong to: what a change to that table expires. */
const TAG_OF_TABLE: Readonly<Record<string, PublicDataTag>> = {
  subscription_plans: PUBLIC_DATA_TAGS.catalogue,
  products: PUBLIC_DATA_TAGS.catalogue,
  regional_services: PUBLIC_DATA_TAGS.catalogue,
  site_content: PUBLIC_DATA_TAGS.siteContent,
  status_incidents: PUBLIC_DATA_TAGS.status,
  status_incident_updates: PUBLIC_DATA_TAGS.status,
};

/** The tag of a table in the public schema, or null for a table no cached page reads. */
export function publicDataTagOf(table: string): PublicDataTag | null {
  return Object.hasOwn(TAG_OF_TABLE, table) ? TAG_OF_TABLE[table] : null;
}

/**
 * How long a cached public page may show data changed outside the app (the dashboard, SQL, a lost
 * webhook call) before it renders again on a visit, in seconds. Changes made through the app, and
 * those the database webhook reports, show at once.
 */
export const PUBLIC_DATA_MAX_AGE_SECONDS = 300;

/**
 * The status page measures every minute (the synthetic alarm), so its reads are renewed after a
 * minute, not five (docs/product.md#status-page); an incident update expires the tag at once.
 */
export const STATUS_MAX_AGE_SECONDS = 60;

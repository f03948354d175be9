export const legalDocumentKinds = ['privacy', 'terms'] as const;
export type LegalDocumentKind = (typeof legalDocumentKinds)[number];

/** A paragraph, or a bulleted list when it is an array. */
export type LegalBlock = string | readonly string[];

export type LegalSection = { id: string; heading: string; blocks: readonly LegalBlock[] };

/**
 * A policy text in one language. `{contact}` anywhere in it stands for how to reach us ("by e-mail
 * at …", or the contact form when no address is configured) and is filled in by getLegalDocument,
 * so the address is configured in one place.
 */
export type LegalDocument = {
  kind: LegalDocumentKind;
  title: string;
  /** ISO date the text last changed. */
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
};

export function isLegalDocumentKind(value: unknown): value is LegalDocumentKind {
  return typeof value === 'string' && (legalDocumentKinds as readonly string[]).includes(value);
}

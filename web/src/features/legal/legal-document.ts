/** A paragraph, or a bulleted list when it is an array. */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  /** the anchor: `/privacy-policy#cookies` */
  id: string;
  title: string;
  body: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** the version people agreed to, by the day it took effect (ISO date) */
  effective: string;
  summary: string;
  sections: readonly LegalSection[];
}

export const LEGAL_CONTACT = 'support@dealacre.com';

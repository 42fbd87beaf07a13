/** A paragraph, or a bulleted list when it is an array. */
export type DocumentBlock = string | readonly string[];

export interface DocumentSection {
  /** the anchor: `/privacy-policy#cookies` */
  id: string;
  title: string;
  body: readonly DocumentBlock[];
}

export interface SiteDocument {
  title: string;
  /** the version people agreed to, by the day it took effect (ISO date) */
  effective: string;
  summary: string;
  sections: readonly DocumentSection[];
}

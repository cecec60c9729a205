/** A link inside a legal text: a page of this site (path and query, or a #section). */
export interface LegalLink {
  to: string;
  label: string;
}

/**
 * A block of a legal text: a paragraph, a paragraph with links, a list, a sub-heading or a
 * table.
 */
export type LegalBlock =
  | string
  | { rich: (string | LegalLink)[] }
  | { list: string[]; ordered?: boolean }
  | { sub: string }
  | { table: { head: string[]; rows: string[][] } };

export interface LegalSection {
  /** The section's anchor (the table of contents and other pages link to it). */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

/** A legal text of the site: 用户协议, 隐私政策, a 预订须知. */
export interface LegalDoc {
  title: string;
  /** Effective date (YYYY-MM-DD). */
  effective: string;
  /** Paragraphs before the sections. */
  intro: LegalBlock[];
  sections: LegalSection[];
}

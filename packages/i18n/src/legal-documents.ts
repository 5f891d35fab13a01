import type { Locale } from './locale';
import { legal as daLegal } from './locales/da/legal';
import { legal as enLegal } from './locales/en/legal';

// Read straight from the two files, not through resources.ts, so a bundle can keep the long
// texts in the lazy chunk of the legal pages if `legal` ever leaves the eager resources.
const texts = { da: daLegal, en: enLegal } as const;

export const LEGAL_DOCUMENTS = ['terms', 'privacy', 'cookies'] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];

/**
 * Version of each text, the date it last changed. The server records the version of the terms
 * a user accepted (consent records are kept 5 years), so change it whenever a text changes.
 */
export const LEGAL_VERSIONS: Readonly<Record<LegalDocumentName, string>> = Object.freeze({
  terms: '2026-11-22',
  privacy: '2026-11-22',
  cookies: '2026-11-22',
});

/** The operator's details, from the server's configuration (ARCHITECTURE 'Operator details'). */
export interface OperatorDetails {
  company: string;
  cvr: string;
  address: string;
  email: string;
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  sections: LegalSection[];
}

const PLACEHOLDER = /\{\{\s*(company|cvr|address|email)\s*\}\}/g;

function fill(text: string, operator: OperatorDetails): string {
  return text.replace(PLACEHOLDER, (_match, name: keyof OperatorDetails) => operator[name]);
}

/**
 * A legal text in `locale` with the operator's details filled in, ready to render. The same
 * texts are reachable through i18next as 'legal:terms.title' etc.
 */
export function legalDocument(
  name: LegalDocumentName,
  locale: Locale,
  operator: OperatorDetails,
): LegalDocument {
  const source = texts[locale][name];
  return {
    title: fill(source.title, operator),
    updated: fill(source.updated, operator),
    sections: source.sections.map((section) => ({
      heading: fill(section.heading, operator),
      paragraphs: section.paragraphs.map((paragraph) => fill(paragraph, operator)),
    })),
  };
}

import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS, LEGAL_VERSIONS, legalDocument } from './legal-documents';
import { SUPPORTED_LOCALES } from './locale';

const operator = {
  company: 'Woble ApS',
  cvr: '12345678',
  address: 'Nørregade 1, 1165 København K',
  email: 'hello@woble.example',
};

const allText = (name: (typeof LEGAL_DOCUMENTS)[number], locale: 'da' | 'en'): string => {
  const document = legalDocument(name, locale, operator);
  return [
    document.title,
    document.updated,
    ...document.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
  ].join('\n');
};

describe('legalDocument', () => {
  it('fills in every operator detail and leaves no placeholder', () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const name of LEGAL_DOCUMENTS) {
        const text = allText(name, locale);
        expect(text, `${name}/${locale}`).not.toMatch(/\{\{|\}\}/);
        expect(text).toContain(operator.company);
        expect(text).toContain(operator.email);
      }
      expect(allText('terms', locale)).toContain(`${operator.cvr}, ${operator.address}`);
      expect(allText('privacy', locale)).toContain(`${operator.cvr}, ${operator.address}`);
    }
  });

  it('keeps characters of the operator details as they are', () => {
    const text = allText('cookies', 'en').replace(operator.company, '');
    expect(
      legalDocument('cookies', 'en', { ...operator, company: '$& <Co>' }).sections.at(-1)
        ?.paragraphs[0],
    ).toBe('If you have questions about this policy, write to $& <Co> at hello@woble.example.');
    expect(text).not.toContain('<Co>');
  });

  it('has a title, a date and sections with paragraphs', () => {
    const terms = legalDocument('terms', 'da', operator);
    expect(terms.title).toBe('Vilkår for brug');
    expect(terms.updated).toMatch(/2026/);
    expect(terms.sections.length).toBeGreaterThan(5);
    for (const section of terms.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
  });

  it('versions every document by date', () => {
    for (const name of LEGAL_DOCUMENTS) expect(LEGAL_VERSIONS[name]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

// The facts spec sections 1 and 9 require the texts to state.
describe('what the terms say', () => {
  const facts: Record<'da' | 'en', RegExp[]> = {
    en: [
      /at least 18 years old/,
      /only one account/,
      /DKK 9\.00 per month/,
      /billed monthly in advance/,
      /free trial of 7 days/,
      /first monthly payment is charged when the trial ends/,
      /within 24 hours of the purchase/,
      /renews automatically/,
      /at least 24 hours before the current period ends/,
      /within 14 days/,
      /EU or the EEA/,
      /payments are not refunded/,
      /delete your account at any time/,
      /disabled/,
      /3 months/,
      /24 months/,
      /Danish law/,
      /Danish courts/,
    ],
    da: [
      /fyldt 18 år/,
      /kun have én konto/,
      /9,00 kr\. om måneden/,
      /betales månedsvis forud/,
      /gratis prøveperiode på 7 dage/,
      /første månedlige betaling trækkes, når prøveperioden slutter/,
      /inden for 24 timer efter købet/,
      /fornyes automatisk/,
      /senest 24 timer før den aktuelle periode slutter/,
      /inden for 14 dage/,
      /EU eller EØS/,
      /betalinger ikke/,
      /til enhver tid slette din konto/,
      /deaktiveres/,
      /3 måneder/,
      /24 måneder/,
      /dansk ret/,
      /danske domstole/,
    ],
  };

  for (const locale of SUPPORTED_LOCALES) {
    it(`states every required fact (${locale})`, () => {
      const text = allText('terms', locale);
      for (const fact of facts[locale]) expect(text).toMatch(fact);
    });
  }
});

describe('what the privacy policy says', () => {
  const facts: Record<'da' | 'en', RegExp[]> = {
    en: [
      /data controller/,
      /city level/,
      /messages/,
      /Usage logs/,
      /Article 6\(1\)\(b\)/,
      /Article 6\(1\)\(a\)/,
      /Article 6\(1\)\(f\)/,
      /3 months/,
      /2 years/,
      /kept for 1 year/,
      /consents are kept for 5 years/,
      /Datatilsynet/,
      /data portability/,
    ],
    da: [
      /dataansvarlig/,
      /byniveau/,
      /beskeder/,
      /Brugslog/,
      /litra b/,
      /litra a/,
      /litra f/,
      /3 måneder/,
      /2 år/,
      /gemmes i 1 år/,
      /samtykker gemmes i 5 år/,
      /Datatilsynet/,
      /dataportabilitet/,
    ],
  };

  for (const locale of SUPPORTED_LOCALES) {
    it(`states retention, legal bases and rights (${locale})`, () => {
      const text = allText('privacy', locale);
      for (const fact of facts[locale]) expect(text).toMatch(fact);
    });
  }
});

describe('what the cookie policy says', () => {
  it('names the stored items and rules out tracking, in both languages', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const text = allText('cookies', locale);
      for (const key of ['user-locale', 'searched-woblers-filter']) expect(text).toContain(key);
    }
    expect(allText('cookies', 'en')).toMatch(/does not use cookies for tracking/);
    expect(allText('cookies', 'da')).toMatch(/bruger ikke cookies til sporing/);
  });
});

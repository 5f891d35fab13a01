import type { Locale, OperatorDetails } from '@wob/i18n';
import { Skeleton, usePageTitle as useDocumentTitle } from '@wob/ui';
import { useEffect, useState } from 'react';
import { addLocalePreparer } from '../shell/locale';
import { addNamespace, hasNamespace, interpolate, lookup, useCopy } from '../shell/copy';
import { SiteFooter } from '../shell/site-footer';
import { useSite } from '../shell/use-site';

export type LegalName = 'terms' | 'privacy' | 'cookies';

interface LegalText {
  title: string;
  updated: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

// The legal texts are long: each language loads when it is first shown.
const sources: Record<Locale, () => Promise<{ legal: unknown }>> = {
  da: () => import('@wob/i18n/locales/da/legal'),
  en: () => import('@wob/i18n/locales/en/legal'),
};

export async function loadLegal(locale: Locale): Promise<void> {
  if (hasNamespace(locale, 'legal')) return;
  const module = await sources[locale]();
  addNamespace(locale, 'legal', module.legal);
}

function isLegalText(value: unknown): value is LegalText {
  return typeof value === 'object' && value !== null && 'sections' in value && 'title' in value;
}

function fill(text: string, operator: OperatorDetails): string {
  return interpolate(text, { ...operator });
}

/** Terms, privacy or cookie policy in the UI language, with the operator's details filled in. */
export function LegalPage({ name }: { name: LegalName }) {
  const { locale } = useCopy();
  const site = useSite();
  const [loaded, setLoaded] = useState(() => hasNamespace(locale, 'legal'));

  useEffect(() => {
    let live = true;
    loadLegal(locale).then(
      () => live && setLoaded(true),
      (error: unknown) => console.warn('legal texts failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [locale]);

  // Switching language loads the other language's texts first; if that fails, the switch
  // fails and the browser goes to the root (spec section 8).
  useEffect(() => addLocalePreparer(loadLegal), []);

  const text = loaded ? lookup(locale, `legal:${name}`) : undefined;
  useDocumentTitle(isLegalText(text) ? text.title : null);

  if (!isLegalText(text) || site.status === 'loading') {
    return (
      <article className="wob-page wob-page--narrow wob-legal" aria-busy="true">
        <Skeleton width="60%" height={32} />
        <Skeleton lines={8} />
      </article>
    );
  }
  const operator: OperatorDetails =
    site.status === 'ready' ? site.site : { company: 'Woble', cvr: '—', address: '—', email: '—' };

  return (
    <>
      <article className="wob-page wob-page--narrow wob-legal" lang={locale}>
        <header className="wob-legal__header">
          <h1 className="wob-page__title wob-page__title--large">{fill(text.title, operator)}</h1>
          <p className="wob-legal__updated">{fill(text.updated, operator)}</p>
        </header>
        {text.sections.map((section) => (
          <section key={section.heading} className="wob-legal__section">
            <h2 className="wob-legal__heading">{fill(section.heading, operator)}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="wob-legal__paragraph">
                {fill(paragraph, operator)}
              </p>
            ))}
          </section>
        ))}
      </article>
      <SiteFooter company={site.status === 'ready' ? site.site.company : undefined} />
    </>
  );
}

export function TermsPage() {
  return <LegalPage name="terms" />;
}

export function PrivacyPage() {
  return <LegalPage name="privacy" />;
}

export function CookiePage() {
  return <LegalPage name="cookies" />;
}

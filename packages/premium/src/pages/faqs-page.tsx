import { PageFrame, useSessionStore } from '@wob/auth';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@wob/ui';
import { FaqList } from '../components/faq-list/faq-list';
import { SupportForm } from '../components/support-form/support-form';
import { usePremiumStore } from '../store/premium-context';

/** /FAQs: the FAQs with 'read more' (limit 5, +5), and the support contact form below. */
export function FaqsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('support:title'));
  const faqs = usePremiumStore((state) => state.faqs);
  const status = usePremiumStore((state) => state.faqStatus);
  const more = usePremiumStore((state) => state.faqMore);
  const loadFaqs = usePremiumStore((state) => state.loadFaqs);
  const readMoreFaqs = usePremiumStore((state) => state.readMoreFaqs);
  const sendTicket = usePremiumStore((state) => state.sendTicket);
  // The server decides whether a request is priority; this only says so beforehand.
  const isPremium = useSessionStore((state) => state.user?.premium?.isPremium ?? false);

  // The server answers FAQs in the caller's language: a language switch asks again.
  const language = i18n.language;
  useEffect(() => {
    if (language) void loadFaqs({ background: true });
  }, [loadFaqs, language]);

  return (
    <PageFrame title={t('support:title')} intro={t('support:intro')}>
      <section className="wob-faqs-section" aria-labelledby="faqs-title">
        <h2 id="faqs-title" className="wob-faqs-section__title">
          {t('support:faqs.title')}
        </h2>
        <FaqList
          faqs={faqs}
          status={status}
          more={more}
          onReadMore={() => void readMoreFaqs()}
          onRetry={() => void loadFaqs()}
        />
      </section>
      <SupportForm onSend={sendTicket} isPremium={isPremium} />
    </PageFrame>
  );
}

export const Component = FaqsPage;

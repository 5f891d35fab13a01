import type { FaqList as FaqListData } from '@wob/api';
import { Button, EmptyState, ErrorState, Skeleton } from '@wob/ui';
import { ChevronDown, MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Button as AriaButton,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from 'react-aria-components/DisclosureGroup';
import type { LoadStatus } from '@wob/store';

export interface FaqListProps {
  faqs: FaqListData | null;
  status: LoadStatus;
  /** The 'read more' request. */
  more: 'idle' | 'loading' | 'error';
  onReadMore: () => void;
  onRetry: () => void;
  /** The heading level of each question (one below the section's title). */
  headingLevel?: 3 | 4;
}

/**
 * The FAQs, each an accessible disclosure (a button with aria-expanded that shows its answer),
 * with 'read more' while the server says there is more. Loading, empty and error states.
 */
export function FaqList({
  faqs,
  status,
  more,
  onReadMore,
  onRetry,
  headingLevel = 3,
}: FaqListProps) {
  const { t } = useTranslation();

  if (faqs === null) {
    if (status === 'error') {
      return (
        <ErrorState
          message={t('support:faqs.loadError')}
          retryLabel={t('support:faqs.retry')}
          onRetry={onRetry}
          headingLevel={headingLevel}
        />
      );
    }
    return (
      <div className="wob-faqs" aria-busy="true">
        <span className="wob-visually-hidden">{t('support:faqs.loading')}</span>
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
          <div key={index} className="wob-faq wob-faq--skeleton">
            <Skeleton width={`${60 + ((index * 13) % 30)}%`} />
          </div>
        ))}
      </div>
    );
  }

  if (faqs.docs.length === 0) {
    return (
      <EmptyState
        icon={<MessageCircleQuestion />}
        title={t('support:faqs.empty')}
        text={t('support:faqs.emptyText')}
        headingLevel={headingLevel}
      />
    );
  }

  return (
    <div className="wob-faqs">
      <DisclosureGroup allowsMultipleExpanded className="wob-faqs__list">
        {faqs.docs.map((faq) => (
          <Disclosure key={faq._id} id={faq._id} className="wob-faq">
            <Heading level={headingLevel} className="wob-faq__question">
              <AriaButton slot="trigger" className="wob-faq__trigger">
                <span>{faq.question}</span>
                <ChevronDown className="wob-faq__chevron" aria-hidden="true" />
              </AriaButton>
            </Heading>
            <DisclosurePanel className="wob-faq__panel">
              {/* The padding sits inside: a closed panel may still take up its own padding. */}
              <p className="wob-faq__answer">{faq.answer}</p>
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
      {more === 'error' && (
        <p className="wob-faqs__more-error" role="alert">
          {t('support:faqs.moreError')}
        </p>
      )}
      {faqs.readMore && (
        <Button
          variant="secondary"
          className="wob-faqs__more"
          isLoading={more === 'loading'}
          onClick={onReadMore}
        >
          {more === 'error' ? t('support:faqs.retry') : t('support:faqs.readMore')}
        </Button>
      )}
    </div>
  );
}

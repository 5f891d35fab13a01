import { onSubmit, useMessage, useSchemaForm } from '@wob/auth';
import type { ActionResult } from '@wob/store';
import { Button, Card, Select, TextArea } from '@wob/ui';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TOPICS,
  type SupportTicketOutput,
  SupportTicketSchema,
} from '@wob/validation';
import { ArrowRight, Crown, Headset, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PREMIUM_PATH } from '../premium-required/premium-required';

export interface SupportFormProps {
  /** Sends the request; a failure's field messages are shown under the fields. */
  onSend: (input: SupportTicketOutput) => Promise<ActionResult>;
  /** Premium members are told their requests are priority; others are invited to Premium. */
  isPremium: boolean;
}

interface Values {
  topic: string | null;
  message: string;
}

const EMPTY: Values = { topic: null, message: '' };

/** The support contact form of /FAQs: a topic and a message, checked before it is sent. */
export function SupportForm({ onSend, isPremium }: SupportFormProps) {
  const { t } = useTranslation();
  const text = useMessage();
  const form = useSchemaForm<Values, SupportTicketOutput>(SupportTicketSchema, EMPTY);
  const { values, errors } = form;
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy) return;
    const input = await form.validate();
    if (!input) return;
    setBusy(true);
    const answer = await onSend(input);
    setBusy(false);
    if (answer.ok) {
      form.reset(EMPTY);
      return;
    }
    if (Object.keys(answer.fieldErrors).length > 0) form.showErrors(answer.fieldErrors);
  };

  const length = values.message.length;
  const topics = SUPPORT_TOPICS.map((topic) => ({
    id: topic,
    label: t(`support:topics.${topic}`),
  }));

  return (
    <Card as="section" padding="lg" className="wob-support" aria-labelledby="support-form-title">
      <div className="wob-support__header">
        <span className="wob-icon-circle wob-support__icon" aria-hidden="true">
          <Headset />
        </span>
        <div>
          <h2 id="support-form-title" className="wob-support__title">
            {t('support:form.title')}
          </h2>
          <p className="wob-fine-print">{t('support:form.intro')}</p>
        </div>
      </div>

      {isPremium ? (
        <div className="wob-support__priority">
          <Crown aria-hidden="true" />
          <div>
            <p className="wob-support__priority-title">{t('support:priority.title')}</p>
            <p>{t('support:priority.text')}</p>
          </div>
        </div>
      ) : (
        <div className="wob-support__upsell">
          <p>{t('support:upsell.text')}</p>
          <Link to={PREMIUM_PATH} className="wob-icon-link wob-support__upsell-link">
            {t('support:upsell.action')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      )}

      <form ref={form.formRef} className="wob-support__form" noValidate onSubmit={onSubmit(submit)}>
        <Select
          label={t('support:form.topic')}
          placeholder={t('support:form.topicPlaceholder')}
          options={topics}
          selectedKey={values.topic}
          onSelectionChange={(topic) => form.setField('topic', topic)}
          errorMessage={text(errors.topic)}
          isRequired
        />
        <TextArea
          label={t('support:form.message')}
          value={values.message}
          onChange={(message) => form.setField('message', message)}
          rows={6}
          isRequired
          errorMessage={text(errors.message)}
          description={t('support:form.counter', { count: length, max: SUPPORT_MESSAGE_MAX })}
          className={length > SUPPORT_MESSAGE_MAX ? 'wob-support__message--over' : undefined}
        />
        <div className="wob-support__actions">
          <Button
            type="submit"
            icon={<Send />}
            isLoading={busy}
            loadingLabel={t('support:form.sending')}
          >
            {t('support:form.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

import type { ActionResult } from '@wob/auth';
import { Button, Card, Select, TextArea } from '@wob/ui';
import {
  flattenIssues,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TOPICS,
  type SupportTicketOutput,
  SupportTicketSchema,
} from '@wob/validation';
import { ArrowRight, Crown, Headset, Send } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as v from 'valibot';
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

function check(values: Values): Record<string, string> {
  const result = v.safeParse(SupportTicketSchema, values);
  return result.success ? {} : flattenIssues(result.issues);
}

/** The support contact form of /FAQs: a topic and a message, checked before it is sent. */
export function SupportForm({ onSend, isPremium }: SupportFormProps) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Client messages are i18n keys; the server's 422 messages arrive already translated.
  const text = (message: string | undefined) =>
    message === undefined ? undefined : i18n.exists(message) ? t(message) : message;

  const update = (patch: Partial<Values>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // Before the first submit, typing only clears a message; afterwards messages follow it.
    if (submitted) setErrors(check(next));
    else
      setErrors((previous) =>
        Object.fromEntries(Object.entries(previous).filter(([field]) => !(field in patch))),
      );
  };

  const focusFirstInvalid = () => {
    requestAnimationFrame(() => {
      formRef.current
        ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] button')
        ?.focus();
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const result = v.safeParse(SupportTicketSchema, values);
    if (!result.success) {
      setErrors(flattenIssues(result.issues));
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setBusy(true);
    const answer = await onSend(result.output);
    setBusy(false);
    if (answer.ok) {
      setValues(EMPTY);
      setSubmitted(false);
      return;
    }
    if (Object.keys(answer.fieldErrors).length > 0) {
      setErrors(answer.fieldErrors);
      focusFirstInvalid();
    }
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

      <form ref={formRef} className="wob-support__form" noValidate onSubmit={submit}>
        <Select
          label={t('support:form.topic')}
          placeholder={t('support:form.topicPlaceholder')}
          options={topics}
          selectedKey={values.topic}
          onSelectionChange={(topic) => update({ topic })}
          errorMessage={text(errors.topic)}
          isRequired
        />
        <TextArea
          label={t('support:form.message')}
          value={values.message}
          onChange={(message) => update({ message })}
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

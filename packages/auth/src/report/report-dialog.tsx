import type { ActionResult } from '@wob/store';
import { Button, Dialog, RadioGroup, TextArea } from '@wob/ui';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportFormInput,
  ReportFormSchema,
} from '@wob/validation';
import { Flag } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../forms/use-message';
import { onSubmit, useSchemaForm } from '../forms/use-schema-form';

/** What a person can report, as the dialog names it ('reply' is sent as a 'comment'). */
export type ReportKind = 'wobler' | 'message' | 'comment' | 'reply' | 'bubble';

export interface ReportSubject {
  kind: ReportKind;
  /** The Wobler's, message's, comment's, reply's or Bubble's id. */
  id: string;
  /** Whose it is (the Wobler, the author) or, for a Bubble, its name: shown in the title. */
  name: string;
  /** The reported words (a message's text, a comment), quoted so the person sees what they report. */
  quote?: string;
}

export interface ReportDialogProps {
  /** What is reported; null keeps the dialog closed. */
  subject: ReportSubject | null;
  /**
   * Sends the report (the feature's store: `reportWobler` or `reportContent`) and tells the
   * person it was sent; a failure stays in the dialog.
   */
  send: (input: ReportFormInput) => Promise<ActionResult>;
  onClose: () => void;
  /** After the server took the report (the dialog closes itself). */
  onReported?: () => void;
  /** Stories open the dialog with a reason chosen or with the messages of a submit. */
  initialReason?: string | null;
  initialErrors?: Record<string, string>;
}

interface ReportValues {
  reason: string | null;
  details: string;
}

/** No reason chosen is a missing one: 'Select One of the reason'. */
function reportInput({ reason, details }: ReportValues) {
  return { reason: reason ?? undefined, details };
}

/**
 * The words over the reasons for a refusal: what is reported is gone (404, in words of our
 * own, whatever the server said), too many reports (429, the server's words when it gave any),
 * or the store's translated message.
 */
function refusalText(
  result: Extract<ActionResult, { ok: false }>,
  kind: ReportKind,
  t: (key: string) => string,
): string {
  if (result.status === 404 || result.status === 410) return t(`errors.gone.${kind}`);
  if (result.status === 429) return result.message || t('errors.tooMany');
  return result.message || t('errors.failed');
}

/**
 * The one report dialog (spec sections 2, 3 and 5; issue 'reports'): a Wobler, a chat message,
 * a board comment or reply, or a Bubble, with one of the four reasons and optional words, and
 * 'Select One of the reason' when none was chosen. `send` reaches the server through the
 * feature's store; a refusal stays in the dialog (a 422 under its field, a 404 in words of
 * our own, anything else the store's translated message). React Aria's modal takes focus
 * on opening and gives it back to the menu item's trigger on closing.
 */
export function ReportDialog({
  subject,
  send,
  onClose,
  onReported,
  initialReason = null,
  initialErrors = {},
}: ReportDialogProps) {
  const { t } = useTranslation('report');
  const message = useMessage();
  const formId = useId();
  const quoteId = useId();
  // A change clears its own message; focus stays where it is, as in the other dialogs.
  const form = useSchemaForm<ReportValues, ReportFormInput>(
    ReportFormSchema,
    { reason: initialReason, details: '' },
    { recheckAfterSubmit: false, focusInvalid: false, toInput: reportInput, initialErrors },
  );
  const { values, errors } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const openFor = subject ? `${subject.kind}:${subject.id}` : null;
  // The last subject stays named while the dialog closes (its exit animation).
  const [shown, setShown] = useState<ReportSubject | null>(subject);
  if (subject && subject !== shown) setShown(subject);
  const kind = shown?.kind ?? 'wobler';
  const name = shown?.name ?? '';

  // A new subject, a fresh form (the initial values are for stories).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when something else is reported
  useEffect(() => {
    if (openFor === null) return;
    form.reset({ reason: initialReason, details: '' }, initialErrors);
    setFormError(null);
  }, [openFor]);

  const submit = async () => {
    if (!subject || pending) return;
    setFormError(null);
    const input = await form.validate();
    if (!input) return;
    setPending(true);
    const result = await send(input);
    setPending(false);
    if (result.ok) {
      onReported?.();
      onClose();
      return;
    }
    const fields = Object.keys(result.fieldErrors).filter(
      (key) => key === 'reason' || key === 'details',
    );
    if (result.status === 422 && fields.length > 0) {
      form.showErrors(
        Object.fromEntries(fields.map((key) => [key, result.fieldErrors[key] ?? ''])),
      );
    } else {
      setFormError(refusalText(result, subject.kind, t));
    }
  };

  return (
    <Dialog
      title={t(`title.${kind}`, { name })}
      isOpen={subject !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      closeLabel={t('close')}
      isDismissable={!pending}
      className="wob-report"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            icon={<Flag aria-hidden="true" />}
            isLoading={pending}
            loadingLabel={t('sending')}
          >
            {t('submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className="wob-report__form" onSubmit={onSubmit(submit)} noValidate>
        {shown?.quote && kind !== 'wobler' && (
          <figure className="wob-report__quote" aria-labelledby={quoteId}>
            <figcaption id={quoteId} className="wob-report__quote-label">
              {t(`quote.${kind}`)}
            </figcaption>
            <blockquote className="wob-report__quote-text">{shown.quote}</blockquote>
          </figure>
        )}
        <p className="wob-report__intro">{t(`intro.${kind}`, { name })}</p>
        {formError && (
          <p className="wob-report__alert" role="alert">
            {formError}
          </p>
        )}
        <RadioGroup
          label={t('reason')}
          options={REPORT_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) }))}
          value={values.reason}
          onChange={(value) => form.setField('reason', value)}
          errorMessage={message(errors.reason)}
          isRequired
        />
        <TextArea
          label={t('details')}
          description={t('detailsHint', { max: REPORT_DETAILS_MAX })}
          value={values.details}
          onChange={(value) => form.setField('details', value)}
          errorMessage={message(errors.details)}
          rows={3}
          maxLength={REPORT_DETAILS_MAX}
        />
      </form>
    </Dialog>
  );
}

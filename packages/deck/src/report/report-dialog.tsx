import { onSubmit, useMessage, useSchemaForm } from '@wob/auth';
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
import { useDeckStoreApi } from '../deck/deck-context';

interface ReportValues {
  reason: string | null;
  details: string;
}

/** No reason chosen is a missing one: 'Select One of the reason'. */
function reportInput({ reason, details }: ReportValues) {
  return { reason: reason ?? undefined, details };
}

export interface ReportDialogProps {
  /** Who is reported; null keeps the dialog closed. */
  wobler: { _id: string; name: string } | null;
  onClose: () => void;
  /** After the server took the report (it has been toasted and the card left the deck). */
  onReported?: () => void;
  /** Stories open the dialog with a reason chosen or with the messages of a submit. */
  initialReason?: string | null;
  initialErrors?: Record<string, string>;
}

/**
 * The Report Wobler dialog (spec sections 2, 3 and 5): one of the four reasons, optional
 * words, and 'Select One of the reason' when none was chosen. The store sends
 * `POST api/report/wobler`; a refusal stays in the dialog.
 */
export function ReportDialog({
  wobler,
  onClose,
  onReported,
  initialReason = null,
  initialErrors = {},
}: ReportDialogProps) {
  const { t } = useTranslation('deck');
  const message = useMessage();
  const store = useDeckStoreApi();
  const formId = useId();
  // A change clears its own message; focus stays where it is, as in the other dialogs.
  const form = useSchemaForm<ReportValues, ReportFormInput>(
    ReportFormSchema,
    { reason: initialReason, details: '' },
    { recheckAfterSubmit: false, focusInvalid: false, toInput: reportInput, initialErrors },
  );
  const { values, errors } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const openFor = wobler?._id ?? null;

  // A new person, a fresh form (the initial values are for stories).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another Wobler is reported
  useEffect(() => {
    if (openFor === null) return;
    form.reset({ reason: initialReason, details: '' }, initialErrors);
    setFormError(null);
  }, [openFor]);

  const submit = async () => {
    if (!wobler || pending) return;
    setFormError(null);
    const input = await form.validate();
    if (!input) return;
    setPending(true);
    const result = await store.getState().report(wobler._id, input);
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
      setFormError(result.message);
    }
  };

  return (
    <Dialog
      title={t('report.title', { name: wobler?.name ?? '' })}
      isOpen={wobler !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      closeLabel={t('report.close')}
      isDismissable={!pending}
      className="wob-report"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('report.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            icon={<Flag aria-hidden="true" />}
            isLoading={pending}
            loadingLabel={t('report.sending')}
          >
            {t('report.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className="wob-report__form" onSubmit={onSubmit(submit)} noValidate>
        <p className="wob-report__intro">{t('report.intro', { name: wobler?.name ?? '' })}</p>
        {formError && (
          <p className="wob-report__alert" role="alert">
            {formError}
          </p>
        )}
        <RadioGroup
          label={t('report.reason')}
          options={REPORT_REASONS.map((value) => ({ value, label: t(`report.reasons.${value}`) }))}
          value={values.reason}
          onChange={(value) => form.setField('reason', value)}
          errorMessage={message(errors.reason)}
          isRequired
        />
        <TextArea
          label={t('report.details')}
          description={t('report.detailsHint', { max: REPORT_DETAILS_MAX })}
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

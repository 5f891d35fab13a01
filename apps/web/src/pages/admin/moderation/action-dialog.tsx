import { Button, DateField, Dialog, Select, TextArea } from '@wob/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useAdminCopy } from '../admin-kit';

// The one dialog behind every moderation action (on a report, on a person, signing a member
// out): it asks the reason (required: it goes to the audit log and, where the person is told,
// to them), for a suspension also until when, and sends it. The caller's `onConfirm` answers
// null when done (the dialog closes) or the message to show inside it.

export type DialogAction =
  | 'dismiss'
  | 'warn'
  | 'remove'
  | 'suspend'
  | 'ban'
  | 'lift'
  | 'signOut'
  | 'signOutAll';

const DANGER: readonly DialogAction[] = ['remove', 'suspend', 'ban', 'signOutAll'];
const DURATIONS = ['1', '3', '7', '30', 'custom'] as const;
const DAY = 86_400_000;

export interface ActionInput {
  reason: string;
  until?: string;
}

interface ActionDialogProps {
  action: DialogAction | null;
  /** The person the action is about, named in the question. */
  name: string;
  onClose: () => void;
  onConfirm: (input: ActionInput) => Promise<string | null>;
}

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The end of a chosen day in the administrator's time zone, as an ISO time. */
function endOfDay(day: string): string {
  return new Date(`${day}T23:59:59`).toISOString();
}

export function ActionDialog({ action, name, onClose, onConfirm }: ActionDialogProps) {
  const { t } = useAdminCopy();
  const formId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [duration, setDuration] = useState<(typeof DURATIONS)[number]>('7');
  const [day, setDay] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ reason?: string; until?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const k = (key: string) => `admin:moderation.dialog.${key}`;

  const reset = () => {
    setReason('');
    setDuration('7');
    setDay(null);
    setErrors({});
    setFailure(null);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!action) return;
    const trimmed = reason.trim();
    const found: typeof errors = {};
    if (!trimmed) found.reason = t(k('reasonRequired'));
    else if (trimmed.length > 1000) found.reason = t(k('reasonTooLong'));
    let until: string | undefined;
    if (action === 'suspend') {
      if (duration === 'custom') {
        const now = Date.now();
        if (!day) found.until = t(k('untilRequired'));
        else if (day <= isoDay(now) || day > isoDay(now + 365 * DAY))
          found.until = t(k('untilRange'));
        else until = endOfDay(day);
      } else {
        until = new Date(Date.now() + Number(duration) * DAY).toISOString();
      }
    }
    setErrors(found);
    if (found.reason || found.until) {
      if (found.reason) reasonRef.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    const message = await onConfirm(until ? { reason: trimmed, until } : { reason: trimmed });
    setBusy(false);
    if (message) setFailure(message);
    else {
      reset();
      onClose();
    }
  };

  if (!action) return null;
  const now = Date.now();
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && close()}
      title={t(k(`titles.${action}`), { name })}
      closeLabel={t(k('cancel'))}
      initialFocusRef={reasonRef}
      isDismissable={!busy}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={close} disabled={busy}>
            {t(k('cancel'))}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={DANGER.includes(action) ? 'danger' : 'primary'}
            isLoading={busy}
          >
            {t(k(`confirm.${action}`))}
          </Button>
        </>
      }
    >
      <form id={formId} className="wob-mod-dialog" noValidate onSubmit={submit}>
        <p className="wob-mod-dialog__intro">{t(k(`intros.${action}`), { name })}</p>
        {action === 'suspend' && (
          <div className="wob-mod-dialog__until">
            <Select
              label={t(k('duration'))}
              options={DURATIONS.map((id) => ({ id, label: t(k(`durations.${id}`)) }))}
              selectedKey={duration}
              onSelectionChange={(id) => {
                if (id) setDuration(id as (typeof DURATIONS)[number]);
                setErrors((old) => ({ ...old, until: undefined }));
              }}
            />
            {duration === 'custom' && (
              <DateField
                label={t(k('until'))}
                value={day}
                onChange={(value) => {
                  setDay(value);
                  setErrors((old) => ({ ...old, until: undefined }));
                }}
                minValue={isoDay(now + DAY)}
                maxValue={isoDay(now + 365 * DAY)}
                description={t(k('untilHint'))}
                errorMessage={errors.until}
                isRequired
              />
            )}
          </div>
        )}
        <TextArea
          ref={reasonRef}
          label={t(k('reason'))}
          description={t(k(action === 'warn' ? 'reasonHintTold' : 'reasonHint'), { name })}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setErrors((old) => ({ ...old, reason: undefined }));
          }}
          errorMessage={errors.reason}
          rows={3}
          isRequired
        />
        {failure && (
          <p className="wob-mod-dialog__failure" role="alert">
            {failure}
          </p>
        )}
      </form>
    </Dialog>
  );
}

import { onSubmit, useMessage, type TextDraft, useSchemaForm, useTextList } from '@wob/auth';
import { Button, Card, TextArea, TextField } from '@wob/ui';
import {
  POLL_OPTIONS_MAX,
  POLL_QUESTION_MAX,
  type PollFormOutput,
  PollFormSchema,
} from '@wob/validation';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePollsStoreApi } from './polls-context';

/** A new poll starts with two empty options: most questions have at least two answers. */
const FIRST_OPTIONS = 2;

interface PollValues {
  question: string;
  options: TextDraft[];
}

/**
 * Nothing written in any option reads as 'no options' ('Please enter atleast one option');
 * a blank among written ones is 'Please Enter Option' at its place.
 */
function pollInput({ question, options }: PollValues) {
  const values = options.map((option) => option.value);
  const noneWritten = values.every((value) => value.trim() === '');
  return { question, options: noneWritten ? [] : values };
}

export interface PollFormProps {
  bubbleId: string;
  /** After the poll is created (the store has toasted). */
  onCreated: () => void;
  onCancel: () => void;
  /** The server said 403: premium ended meanwhile. */
  onForbidden: (message: string) => void;
  /** Stories show the form part-filled, with the messages a submit would give. */
  initialQuestion?: string;
  initialOptions?: string[];
  initialErrors?: Record<string, string>;
}

/** The question and its options, validated with @wob/validation's PollFormSchema. */
export function PollForm({
  bubbleId,
  onCreated,
  onCancel,
  onForbidden,
  initialQuestion = '',
  initialOptions,
  initialErrors = {},
}: PollFormProps) {
  const { t } = useTranslation('polls');
  const message = useMessage();
  const store = usePollsStoreApi();
  const first = initialOptions ?? Array.from({ length: FIRST_OPTIONS }, () => '');
  // A change clears its own message; focus goes to the first invalid field or the list's alert.
  const form = useSchemaForm<PollValues, PollFormOutput>(
    PollFormSchema,
    { question: initialQuestion, options: first.map((value, key) => ({ key, value })) },
    {
      recheckAfterSubmit: false,
      focusInvalid: '[aria-invalid="true"], .wob-poll-form__group-error',
      toInput: pollInput,
      initialErrors,
    },
  );
  const { errors } = form;
  const { options } = form.values;
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const list = useTextList(form, 'options', { min: 1, max: POLL_OPTIONS_MAX });

  const submit = async () => {
    setFormError(null);
    const input = await form.validate();
    if (!input) return;
    setPending(true);
    const result = await store.getState().createPoll({ bubble: bubbleId, ...input });
    setPending(false);
    if (result.ok) {
      onCreated();
      return;
    }
    if (result.status === 403) {
      onForbidden(result.message);
      return;
    }
    const fields = Object.keys(result.fieldErrors).filter(
      (key) => key === 'question' || key === 'options' || key.startsWith('options.'),
    );
    if (result.status === 422 && fields.length > 0) {
      form.showErrors(
        Object.fromEntries(fields.map((key) => [key, result.fieldErrors[key] ?? ''])),
      );
    } else {
      setFormError(result.message);
    }
  };

  const groupError = message(errors.options);
  return (
    <Card padding="lg" className="wob-poll-form-card">
      <form ref={form.formRef} className="wob-poll-form" onSubmit={onSubmit(submit)} noValidate>
        {formError && (
          <p className="wob-poll-form__alert" role="alert">
            {formError}
          </p>
        )}
        <TextArea
          label={t('create.question')}
          description={t('create.questionHint', { max: POLL_QUESTION_MAX })}
          value={form.values.question}
          onChange={(value) => form.setField('question', value)}
          errorMessage={message(errors.question)}
          rows={2}
          isRequired
          autoFocus
        />
        <fieldset className="wob-fieldset wob-poll-form__options">
          <legend className="wob-field__label">{t('create.options')}</legend>
          <p className="wob-field__description">
            {t('create.optionsHint', { max: POLL_OPTIONS_MAX })}
          </p>
          <ol className="wob-list">
            {options.map((option, index) => (
              <li key={option.key} className="wob-poll-form__option" data-option-key={option.key}>
                <TextField
                  label={t('create.option', { number: index + 1 })}
                  value={option.value}
                  onChange={(value) => list.change(index, value)}
                  errorMessage={message(errors[`options.${index}`])}
                  isRequired
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="wob-poll-form__remove"
                  icon={<Trash2 aria-hidden="true" />}
                  aria-label={t('create.removeOption', { number: index + 1 })}
                  disabled={!list.canRemove(index)}
                  onClick={() => list.remove(index)}
                />
              </li>
            ))}
          </ol>
          {groupError && (
            <p className="wob-field__error wob-poll-form__group-error" role="alert" tabIndex={-1}>
              {groupError}
            </p>
          )}
          <div className="wob-poll-form__add">
            <Button
              variant="secondary"
              size="sm"
              icon={<Plus aria-hidden="true" />}
              disabled={!list.canAdd}
              onClick={list.add}
            >
              {t('create.addOption')}
            </Button>
            <span className="wob-poll-form__count" aria-live="polite">
              {t('create.optionCount', { count: options.length, max: POLL_OPTIONS_MAX })}
            </span>
          </div>
        </fieldset>
        <div className="wob-poll-form__actions">
          <Button variant="secondary" onClick={onCancel}>
            {t('create.cancel')}
          </Button>
          <Button type="submit" isLoading={pending} loadingLabel={t('create.submitting')}>
            {t('create.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

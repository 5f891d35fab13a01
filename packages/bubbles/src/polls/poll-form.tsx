import { onSubmit, useMessage, useSchemaForm } from '@wob/auth';
import { Button, Card, TextArea, TextField } from '@wob/ui';
import {
  POLL_OPTIONS_MAX,
  POLL_QUESTION_MAX,
  type PollFormOutput,
  PollFormSchema,
} from '@wob/validation';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePollsStoreApi } from './polls-context';

interface OptionDraft {
  /** A stable React key: options move up when one above them is removed. */
  key: number;
  value: string;
}

/** A new poll starts with two empty options: most questions have at least two answers. */
const FIRST_OPTIONS = 2;

interface PollValues {
  question: string;
  options: OptionDraft[];
}

/** The messages of the options: their indexes change when one is added or removed. */
function optionErrorsOf(errors: Record<string, string>): string[] {
  return Object.keys(errors).filter((key) => key === 'options' || key.startsWith('options.'));
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
  const nextKey = useRef(first.length);
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
  // After a change of the list, focus moves to the new option or to the removed one's neighbour.
  const [focusOption, setFocusOption] = useState<number | null>(null);

  useEffect(() => {
    if (focusOption === null) return;
    form.formRef.current
      ?.querySelector<HTMLElement>(`[data-option-key="${focusOption}"] input`)
      ?.focus();
    setFocusOption(null);
  }, [focusOption, form.formRef]);

  const changeOption = (index: number, value: string) => {
    // The form's latest list: two changes in one event both survive.
    const latest = form.form.getValues('options');
    form.setField(
      'options',
      latest.map((option, at) => (at === index ? { ...option, value } : option)),
    );
    form.clearErrors(`options.${index}`, 'options');
  };

  const changeList = (next: OptionDraft[]) => {
    form.setField('options', next);
    form.clearErrors(...optionErrorsOf(form.errors));
  };

  const addOption = () => {
    if (options.length >= POLL_OPTIONS_MAX) return;
    const key = nextKey.current;
    nextKey.current += 1;
    changeList([...options, { key, value: '' }]);
    setFocusOption(key);
  };

  const removeOption = (index: number) => {
    if (options.length <= 1) return;
    const next = options.filter((_, at) => at !== index);
    changeList(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) setFocusOption(neighbour.key);
  };

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
                  onChange={(value) => changeOption(index, value)}
                  errorMessage={message(errors[`options.${index}`])}
                  isRequired
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="wob-poll-form__remove"
                  icon={<Trash2 aria-hidden="true" />}
                  aria-label={t('create.removeOption', { number: index + 1 })}
                  disabled={options.length <= 1}
                  onClick={() => removeOption(index)}
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
              disabled={options.length >= POLL_OPTIONS_MAX}
              onClick={addOption}
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

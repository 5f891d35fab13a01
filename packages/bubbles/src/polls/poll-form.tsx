import { Button, Card, TextArea, TextField } from '@wob/ui';
import {
  flattenIssues,
  POLL_OPTIONS_MAX,
  POLL_QUESTION_MAX,
  PollFormSchema,
} from '@wob/validation';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { usePollsStoreApi } from './polls-context';

type Errors = Record<string, string>;

interface OptionDraft {
  /** A stable React key: options move up when one above them is removed. */
  key: number;
  value: string;
}

/** A new poll starts with two empty options: most questions have at least two answers. */
const FIRST_OPTIONS = 2;

/** Drops the errors of the options (their indexes change when one is added or removed). */
function withoutOptionErrors(errors: Errors): Errors {
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => key !== 'options' && !key.startsWith('options.')),
  );
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
  const { t, i18n } = useTranslation('polls');
  const store = usePollsStoreApi();
  const formRef = useRef<HTMLFormElement>(null);
  const first = initialOptions ?? Array.from({ length: FIRST_OPTIONS }, () => '');
  const nextKey = useRef(first.length);
  const [question, setQuestion] = useState(initialQuestion);
  const [options, setOptions] = useState<OptionDraft[]>(() =>
    first.map((value, key) => ({ key, value })),
  );
  const [errors, setErrors] = useState<Errors>(initialErrors);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Moves focus after a change of the list: to a new option, or to the first invalid field.
  const [focus, setFocus] = useState<{ key: number } | 'first-error' | null>(null);

  useEffect(() => {
    if (focus === null) return;
    const form = formRef.current;
    const target =
      focus === 'first-error'
        ? form?.querySelector<HTMLElement>('[aria-invalid="true"], .wob-poll-form__group-error')
        : form?.querySelector<HTMLElement>(`[data-option-key="${focus.key}"] input`);
    target?.focus();
    setFocus(null);
  }, [focus]);

  // Keys of the client ('validation:…') are translated; server texts arrive translated.
  const message = (text: string | undefined) =>
    text === undefined ? undefined : i18n.exists(text) ? t(text) : text;

  const changeOption = (index: number, value: string) => {
    setOptions((previous) =>
      previous.map((option, at) => (at === index ? { ...option, value } : option)),
    );
    setErrors((previous) => {
      const { [`options.${index}`]: _option, options: _group, ...rest } = previous;
      return rest;
    });
  };

  const addOption = () => {
    if (options.length >= POLL_OPTIONS_MAX) return;
    const key = nextKey.current;
    nextKey.current += 1;
    setOptions((previous) => [...previous, { key, value: '' }]);
    setErrors(withoutOptionErrors);
    setFocus({ key });
  };

  const removeOption = (index: number) => {
    if (options.length <= 1) return;
    const next = options.filter((_, at) => at !== index);
    setOptions(next);
    setErrors(withoutOptionErrors);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) setFocus({ key: neighbour.key });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const values = options.map((option) => option.value);
    // Nothing written in any option reads as 'no options' ('Please enter atleast one
    // option'); a blank among written ones is 'Please Enter Option' at its place.
    const noneWritten = values.every((value) => value.trim() === '');
    const parsed = v.safeParse(PollFormSchema, {
      question,
      options: noneWritten ? [] : values,
    });
    if (!parsed.success) {
      setErrors(flattenIssues(parsed.issues));
      setFocus('first-error');
      return;
    }
    setPending(true);
    const result = await store.getState().createPoll({ bubble: bubbleId, ...parsed.output });
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
      setErrors(Object.fromEntries(fields.map((key) => [key, result.fieldErrors[key] ?? ''])));
      setFocus('first-error');
    } else {
      setFormError(result.message);
    }
  };

  const groupError = message(errors.options);
  return (
    <Card padding="lg" className="wob-poll-form-card">
      <form ref={formRef} className="wob-poll-form" onSubmit={submit} noValidate>
        {formError && (
          <p className="wob-poll-form__alert" role="alert">
            {formError}
          </p>
        )}
        <TextArea
          label={t('create.question')}
          description={t('create.questionHint', { max: POLL_QUESTION_MAX })}
          value={question}
          onChange={(value) => {
            setQuestion(value);
            setErrors(({ question: _question, ...rest }) => rest);
          }}
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

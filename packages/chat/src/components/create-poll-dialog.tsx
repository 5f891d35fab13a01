import { onSubmit, useMessage, type TextDraft, useSchemaForm, useTextList } from '@wob/auth';
import { Button, Dialog, TextField } from '@wob/ui';
import {
  CHAT_POLL_OPTIONS_MIN,
  type CreateChatPollOutput,
  CreateChatPollSchema,
  POLL_OPTION_MAX,
  POLL_OPTIONS_MAX,
  POLL_QUESTION_MAX,
} from '@wob/validation';
import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatStore, useChatStoreApi } from '../store/chat-context';

interface PollValues {
  question: string;
  options: TextDraft[];
}

export interface CreatePollDialogProps {
  onClose: () => void;
  /** Stories open it filled in, with the messages a submit would give. */
  initialQuestion?: string;
  initialOptions?: string[];
  initialErrors?: Record<string, string>;
}

/**
 * The create-poll modal (spec chat sections 2, 5 and 8): the question, two fixed option
 * inputs, extra options that can be added (up to POLL_OPTIONS_MAX) and removed, and Create,
 * disabled while creating. Checked with CreateChatPollSchema (the trimmed question and every
 * option must not be blank: 'Please Enter Question', 'Please Enter Option' under the field);
 * a failed create shows the server's message, else 'Error creating poll' (the store's
 * `pollCreate`). Focus starts in the question; React Aria gives it back on close.
 */
export function CreatePollDialog({
  onClose,
  initialQuestion = '',
  initialOptions,
  initialErrors = {},
}: CreatePollDialogProps) {
  const { t } = useTranslation('chat');
  const message = useMessage();
  const store = useChatStoreApi();
  const open = useChatStore((state) => state.open);
  const { status, error } = useChatStore((state) => state.pollCreate);
  const creating = status === 'creating';
  const formId = useId();
  const questionRef = useRef<HTMLInputElement>(null);
  const first = initialOptions ?? Array.from({ length: CHAT_POLL_OPTIONS_MIN }, () => '');
  const form = useSchemaForm<PollValues, CreateChatPollOutput>(
    CreateChatPollSchema,
    { question: initialQuestion, options: first.map((value, key) => ({ key, value })) },
    {
      recheckAfterSubmit: false,
      // The receiver is the open conversation's: the form checks what the person wrote.
      toInput: ({ question, options }) => ({
        question,
        options: options.map((option) => option.value),
        receiver: open?.uid ?? '',
        receiverType: open?.receiverType ?? 'user',
      }),
      initialErrors,
    },
  );
  const { errors } = form;
  const { options } = form.values;

  // A new modal starts without the last try's error.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when it opens
  useEffect(() => {
    store.getState().resetPollCreate();
  }, []);

  const list = useTextList(form, 'options', {
    min: CHAT_POLL_OPTIONS_MIN,
    max: POLL_OPTIONS_MAX,
    fixed: CHAT_POLL_OPTIONS_MIN,
  });

  const submit = async () => {
    if (creating) return;
    const input = await form.validate();
    if (!input) return;
    const made = await store
      .getState()
      .createPoll({ question: input.question, options: input.options });
    if (made) onClose();
  };

  const groupError = message(errors.options);
  return (
    <Dialog
      title={t('polls.create.title')}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen && !creating) onClose();
      }}
      closeLabel={t('polls.create.close')}
      isDismissable={!creating}
      initialFocusRef={questionRef}
      className="wob-chat-poll-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={creating}>
            {t('polls.create.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            isLoading={creating}
            disabled={creating}
            loadingLabel={t('polls.create.creating')}
          >
            {t('polls.create.submit')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        ref={form.formRef}
        className="wob-chat-poll-form"
        onSubmit={onSubmit(submit)}
        noValidate
      >
        {error && (
          <p className="wob-chat-poll-form__alert" role="alert">
            {error}
          </p>
        )}
        <TextField
          ref={questionRef}
          name="question"
          label={t('polls.create.question')}
          value={form.values.question}
          onChange={(value) => form.setField('question', value)}
          errorMessage={message(errors.question)}
          maxLength={POLL_QUESTION_MAX}
          isRequired
        />
        <fieldset className="wob-fieldset wob-chat-poll-form__options">
          <legend className="wob-field__label">{t('polls.create.options')}</legend>
          <ol className="wob-list wob-chat-poll-form__list">
            {options.map((option, index) => (
              <li
                key={option.key}
                className="wob-chat-poll-form__option"
                data-option-key={option.key}
              >
                <TextField
                  label={t('polls.create.option', { number: index + 1 })}
                  value={option.value}
                  onChange={(value) => list.change(index, value)}
                  errorMessage={message(errors[`options.${index}`])}
                  maxLength={POLL_OPTION_MAX}
                  isRequired
                />
                {list.canRemove(index) && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="wob-chat-poll-form__remove"
                    icon={<X aria-hidden="true" />}
                    aria-label={t('polls.create.removeOption', { number: index + 1 })}
                    onClick={() => list.remove(index)}
                  />
                )}
              </li>
            ))}
          </ol>
          {groupError && (
            <p className="wob-field__error" role="alert">
              {groupError}
            </p>
          )}
          <div className="wob-chat-poll-form__add">
            <Button
              variant="secondary"
              size="sm"
              icon={<Plus aria-hidden="true" />}
              disabled={!list.canAdd}
              onClick={list.add}
            >
              {t('polls.create.addOption')}
            </Button>
            <span className="wob-chat-poll-form__count" aria-live="polite">
              {t('polls.create.optionCount', { count: options.length, max: POLL_OPTIONS_MAX })}
            </span>
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}

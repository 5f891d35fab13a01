import { flattenIssues } from '@wob/validation';
import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';

export type FieldErrors = Record<string, string>;

export interface FormState<TValues extends Record<string, unknown>, TOutput> {
  values: TValues;
  errors: FieldErrors;
  /** Sets one field; once the form has been submitted, the messages follow the typing. */
  setField<K extends keyof TValues>(name: K, value: TValues[K]): void;
  /**
   * Validates (with the form's schema, or another one such as the whole sign-up); answers the
   * parsed output, or null after showing the messages.
   */
  validate<TOther = TOutput>(other?: v.GenericSchema<unknown, TOther>): TOther | null;
  /** Forgets messages and the submitted state (a new step starts clean). */
  resetValidation(): void;
  /** Shows messages (e.g. from the server) and moves focus to the first invalid field. */
  showErrors(errors: FieldErrors): void;
  /** Put on the <form>: focus goes to the first invalid field after a failed submit. */
  formRef: RefObject<HTMLFormElement | null>;
}

/**
 * Holds a form's values and messages and checks them with a @wob/validation schema. Messages
 * are i18n keys (or the server's own text), translated where they are shown.
 */
export function useForm<TValues extends Record<string, unknown>, TOutput>(
  schema: v.GenericSchema<unknown, TOutput>,
  initial: TValues,
): FormState<TValues, TOutput> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid] button, [data-invalid] [role="spinbutton"]',
    );
    invalid?.focus();
  }, [focusRequest]);

  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    setFocusRequest((count) => count + 1);
  }, []);

  // The latest values, so two fields set in one event both survive.
  const latest = useRef(initial);

  const setField = useCallback(
    <K extends keyof TValues>(name: K, value: TValues[K]) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      setErrors((previous) => {
        if (!submitted) {
          if (!(name in previous)) return previous;
          const { [name as string]: _removed, ...rest } = previous;
          return rest;
        }
        const result = v.safeParse(schema, next);
        const fresh = result.success ? {} : flattenIssues(result.issues);
        // Server messages on other fields stay until those fields are touched.
        const kept: FieldErrors = {};
        for (const [field, message] of Object.entries(previous)) {
          if (field !== name && !(field in fresh) && !message.startsWith('validation:')) {
            kept[field] = message;
          }
        }
        return { ...kept, ...fresh };
      });
    },
    [schema, submitted],
  );

  const validate = useCallback(
    <TOther = TOutput>(other?: v.GenericSchema<unknown, TOther>): TOther | null => {
    setSubmitted(true);
    const result = v.safeParse(other ?? schema, latest.current);
    if (result.success) {
      setErrors({});
      return result.output as TOther;
    }
    showErrors(flattenIssues(result.issues));
    return null;
  }, [schema, showErrors]);

  const resetValidation = useCallback(() => {
    setSubmitted(false);
    setErrors({});
  }, []);

  return { values, errors, setField, validate, resetValidation, showErrors, formRef };
}

/** Calls the handler without the browser's own submit (forms validate themselves). */
export function onSubmit(handler: () => void | Promise<void>) {
  return (event: FormEvent) => {
    event.preventDefault();
    void handler();
  };
}

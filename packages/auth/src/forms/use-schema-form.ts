import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type FormEvent,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
  useWatch,
} from 'react-hook-form';
import type * as v from 'valibot';
import { type FieldErrors, flattenFieldErrors } from './field-errors';

/** Where focus goes after a failed submit: the first invalid field in the form's order. */
export const FIRST_INVALID =
  '[aria-invalid="true"], [data-invalid] button, [data-invalid] [role="spinbutton"]';

export interface SchemaFormOptions<TValues> {
  /**
   * After a failed submit the messages follow the typing: each change checks the whole form
   * again (server messages on other fields stay until those are touched). Without it a
   * change only clears its own field's message. Default true.
   */
  recheckAfterSubmit?: boolean;
  /** A selector in the form that gets focus after a failed submit; false leaves focus. */
  focusInvalid?: string | false;
  /** Turns the values into the schema's input (e.g. a slider's pair into two numbers). */
  toInput?: (values: TValues) => unknown;
  /** Messages shown from the start (stories show a submitted form). */
  initialErrors?: FieldErrors;
}

export interface FormState<TValues extends FieldValues, TOutput> {
  values: TValues;
  errors: FieldErrors;
  /** Sets one field; clears its message, or checks again after a failed submit. */
  setField<K extends keyof TValues & string>(name: K, value: TValues[K]): void;
  /** Forgets these fields' messages (a list's items when the list changes). */
  clearErrors(...names: string[]): void;
  /** Checks the values with the schema: the parsed output, or null after showing messages. */
  validate(): Promise<TOutput | null>;
  /** Forgets messages and the submitted state (a new step starts clean). */
  resetValidation(): void;
  /** New values and messages (a form used again, or opened for someone else). */
  reset(values?: TValues, errors?: FieldErrors): void;
  /** Shows messages (e.g. from the server) in place of the others and moves focus. */
  showErrors(errors: FieldErrors): void;
  /** Put on the <form>: focus goes to the first invalid field after a failed submit. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The React Hook Form behind it, for what this hook does not cover. */
  form: UseFormReturn<TValues, unknown, TOutput>;
}

/**
 * A form on React Hook Form, checked with a @wob/validation schema through the valibot
 * resolver. Values and messages live in React Hook Form; fields are the controlled
 * components of @wob/ui, so the form reads `values`/`errors` and writes with `setField`.
 */
export function useSchemaForm<TValues extends FieldValues, TOutput>(
  schema: v.GenericSchema<unknown, TOutput>,
  initial: TValues,
  options: SchemaFormOptions<TValues> = {},
): FormState<TValues, TOutput> {
  const { recheckAfterSubmit = true, focusInvalid = FIRST_INVALID, toInput } = options;
  // The schema may change between renders (the steps of sign-up); the resolver reads it here.
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const toInputRef = useRef(toInput);
  toInputRef.current = toInput;

  const resolver = useMemo<Resolver<TValues, unknown, TOutput>>(
    () => async (values, context, resolverOptions) => {
      const input = toInputRef.current ? toInputRef.current(values) : values;
      const check = valibotResolver(
        schemaRef.current as v.GenericSchema<FieldValues, TOutput>,
      ) as unknown as Resolver<FieldValues, unknown, TOutput>;
      const result = await check(input as FieldValues, context, resolverOptions as never);
      return result as Awaited<ReturnType<Resolver<TValues, unknown, TOutput>>>;
    },
    [],
  );

  const form = useForm<TValues, unknown, TOutput>({
    defaultValues: initial as never,
    resolver,
    // Every issue of a value is checked, as @wob/validation's flattenIssues does: a pipe
    // that fails early would hide the form-wide checks (e.g. two passwords that differ).
    criteriaMode: 'all',
    // Fields are controlled and not registered; focus follows the form's own order below.
    shouldFocusError: false,
  });
  const { control } = form;
  const values = useWatch({ control }) as TValues;
  const errors = flattenFieldErrors(form.formState.errors);

  const formRef = useRef<HTMLFormElement | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const focusHandled = useRef(0);
  const errorNames = Object.keys(errors).join('\n');
  useEffect(() => {
    if (focusRequest === focusHandled.current || focusInvalid === false) return;
    const invalid = formRef.current?.querySelector<HTMLElement>(focusInvalid);
    // React Hook Form tells a failed submit before it publishes the messages, so the invalid
    // fields may only be marked on a later render: wait for them.
    if (!invalid && errorNames === '') return;
    focusHandled.current = focusRequest;
    invalid?.focus();
  }, [focusRequest, focusInvalid, errorNames]);

  // The messages as React Hook Form holds them now (the render's copy may be older).
  const current = useCallback(() => flattenFieldErrors(control._formState.errors), [control]);

  const replaceErrors = useCallback(
    (next: FieldErrors) => {
      form.clearErrors();
      for (const [name, message] of Object.entries(next)) {
        form.setError(name as never, { type: 'message', message });
      }
    },
    [form],
  );

  const showErrors = useCallback(
    (next: FieldErrors) => {
      replaceErrors(next);
      setFocusRequest((count) => count + 1);
    },
    [replaceErrors],
  );

  const clearErrors = useCallback(
    (...names: string[]) => {
      const previous = current();
      if (!names.some((name) => name in previous)) return;
      replaceErrors(
        Object.fromEntries(Object.entries(previous).filter(([name]) => !names.includes(name))),
      );
    },
    [current, replaceErrors],
  );

  const setField = useCallback(
    <K extends keyof TValues & string>(name: K, value: TValues[K]) => {
      form.setValue(name as never, value as never);
      if (!recheckAfterSubmit || !control._formState.isSubmitted) {
        clearErrors(name);
        return;
      }
      const previous = current();
      void form.trigger().then(() => {
        const fresh = current();
        // Server messages on other fields stay until those fields are touched.
        const kept: FieldErrors = {};
        for (const [field, message] of Object.entries(previous)) {
          if (field !== name && !(field in fresh) && !message.startsWith('validation:')) {
            kept[field] = message;
          }
        }
        if (Object.keys(kept).length > 0) replaceErrors({ ...kept, ...fresh });
      });
    },
    [form, control, recheckAfterSubmit, clearErrors, current, replaceErrors],
  );

  const validate = useCallback(
    () =>
      new Promise<TOutput | null>((resolve) => {
        void form.handleSubmit(
          (output) => resolve(output),
          () => {
            setFocusRequest((count) => count + 1);
            resolve(null);
          },
        )();
      }),
    [form],
  );

  const resetValidation = useCallback(() => {
    form.reset(undefined, { keepValues: true, keepDefaultValues: true });
  }, [form]);

  const reset = useCallback(
    (next?: TValues, nextErrors?: FieldErrors) => {
      form.reset(next);
      if (nextErrors) replaceErrors(nextErrors);
    },
    [form, replaceErrors],
  );

  // Messages given from the start are shown once, as if a submit had found them.
  const initialErrors = useRef(options.initialErrors);
  useEffect(() => {
    if (initialErrors.current && Object.keys(initialErrors.current).length > 0) {
      replaceErrors(initialErrors.current);
    }
  }, [replaceErrors]);

  return {
    values,
    errors,
    setField,
    clearErrors,
    validate,
    resetValidation,
    reset,
    showErrors,
    formRef,
    form,
  };
}

/** Calls the handler without the browser's own submit (forms validate themselves). */
export function onSubmit(handler: () => void | Promise<void>) {
  return (event: FormEvent) => {
    event.preventDefault();
    void handler();
  };
}

import { useState } from 'react';
import type { ActionResult } from '@wob/store';
import type { FormState } from './use-schema-form';

/**
 * A form's submit that leaves the page on success: validates, runs the store action while busy,
 * then calls `onSuccess` (busy stays on while the next page loads) or shows the field messages
 * of the failure (the store has toasted the rest).
 */
export function useSubmit<TValues extends Record<string, unknown>, TOutput>(
  form: FormState<TValues, TOutput>,
  action: (input: TOutput) => Promise<ActionResult>,
  onSuccess: () => void,
): { busy: boolean; submit: () => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const input = await form.validate();
    if (!input) return;
    setBusy(true);
    const result = await action(input);
    if (result.ok) {
      onSuccess();
      return;
    }
    setBusy(false);
    if (Object.keys(result.fieldErrors).length > 0) form.showErrors(result.fieldErrors);
  };
  return { busy, submit };
}

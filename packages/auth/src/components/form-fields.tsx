import { PasswordField, TextField, type TextFieldProps } from '@wob/ui';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../forms/field-errors';
import { useMessage } from '../forms/use-message';

/** The part of a `useForm` state one string field needs; `name` alone picks K. */
export interface BoundForm<K extends string> {
  values: Record<NoInfer<K>, string>;
  errors: FieldErrors;
  setField(name: NoInfer<K>, value: string): void;
}

export interface FormTextFieldProps<K extends string>
  extends Omit<
    TextFieldProps,
    'form' | 'name' | 'value' | 'onChange' | 'errorMessage' | 'isRequired'
  > {
  form: BoundForm<K>;
  name: K;
}

/** A required text field bound to a form: its value, its setter and its translated message. */
export function FormTextField<K extends string>({ form, name, ...rest }: FormTextFieldProps<K>) {
  const message = useMessage();
  return (
    <TextField
      name={name}
      value={form.values[name]}
      onChange={(value) => form.setField(name, value)}
      errorMessage={message(form.errors[name])}
      isRequired
      {...rest}
    />
  );
}

export interface FormPasswordFieldProps<K extends string> {
  form: BoundForm<K>;
  name: K;
  label: string;
  autoComplete: 'current-password' | 'new-password';
}

/** A required password field bound to a form, with the show/hide toggle's labels. */
export function FormPasswordField<K extends string>({
  form,
  name,
  label,
  autoComplete,
}: FormPasswordFieldProps<K>) {
  const { t } = useTranslation();
  const message = useMessage();
  return (
    <PasswordField
      label={label}
      name={name}
      autoComplete={autoComplete}
      showLabel={t('common:showPassword')}
      hideLabel={t('common:hidePassword')}
      value={form.values[name]}
      onChange={(value) => form.setField(name, value)}
      errorMessage={message(form.errors[name])}
      isRequired
    />
  );
}

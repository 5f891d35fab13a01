import { Button, Checkbox, DateField, ProgressBar, Select, TextArea } from '@wob/ui';
import {
  flattenIssues,
  GENDERS,
  MAX_AGE,
  MIN_AGE,
  RegisterSchema,
  RegisterStepOneSchema,
  RegisterStepThreeSchema,
  RegisterStepTwoSchema,
} from '@wob/validation';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import * as v from 'valibot';
import { AuthLayout } from '../components/auth-layout';
import { FormPasswordField, FormTextField } from '../components/form-fields';
import type { PixelArea } from '../components/picture/crop-image';
import { PicturePicker } from '../components/picture/picture-picker';
import { onSubmit, useSchemaForm } from '../forms/use-schema-form';
import { useCountryOptions, useMessage } from '../forms/use-message';
import { LOGIN_PATH } from '../guards/guards';
import { useSessionStore } from '../store/session-context';
import type { LoginLocationState } from './login-page';

// A type, not an interface: forms need it to be indexable by field name.
export type RegisterValues = {
  name: string;
  email: string;
  password: string;
  gender: string;
  birthDate: string;
  phone: string;
  country: string;
  city: string;
  address: string;
  zipcode: string;
  profilePicture: string;
  about: string;
  acceptTerms: boolean;
  marketingEmails: boolean;
};

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  name: '',
  email: '',
  password: '',
  gender: '',
  birthDate: '',
  phone: '',
  country: '',
  city: '',
  address: '',
  zipcode: '',
  profilePicture: '',
  about: '',
  acceptTerms: false,
  marketingEmails: false,
};

/** Which fields each step holds (ARCHITECTURE 'Defaults': sign-up steps). */
export const REGISTER_STEPS = [
  {
    key: 'one',
    schema: RegisterStepOneSchema,
    fields: ['name', 'email', 'password', 'gender', 'birthDate'],
  },
  {
    key: 'two',
    schema: RegisterStepTwoSchema,
    fields: ['phone', 'country', 'city', 'address', 'zipcode'],
  },
  {
    key: 'three',
    schema: RegisterStepThreeSchema,
    fields: ['profilePicture', 'about', 'acceptTerms', 'marketingEmails'],
  },
] as const;

type StepIndex = 0 | 1 | 2;

/** The first step holding one of these fields, or null when none of them is on a step. */
export function stepOfFirstError(errors: Record<string, string>): StepIndex | null {
  for (const [index, step] of REGISTER_STEPS.entries()) {
    if (step.fields.some((field) => field in errors)) return index as StepIndex;
  }
  return null;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' of the UTC day `years` years before `today` (29 February → 28 February). */
export function yearsBefore(today: Date, years: number): string {
  const day = new Date(
    Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()),
  );
  // Date.UTC rolls 29 February into 1 March in common years; step back to the 28th.
  if (day.getUTCMonth() !== today.getUTCMonth()) day.setUTCDate(0);
  return isoDay(day);
}

export interface RegisterFormProps {
  /** Prefilled values (stories, tests, a person coming back). */
  initialValues?: Partial<RegisterValues>;
  initialStep?: StepIndex;
  /** Replaces the canvas crop of the picture (stories and tests). */
  cropPicture?: (source: string, area: PixelArea) => Promise<string>;
  /** Today, for the 18+ bound of the date field; defaults to now. */
  today?: Date;
}

/** Sign-up in three steps with Next and Back; the last step sends everything at once. */
export function RegisterForm({
  initialValues,
  initialStep = 0,
  cropPicture,
  today,
}: RegisterFormProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const register = useSessionStore((state) => state.register);
  const checkEmail = useSessionStore((state) => state.checkEmail);
  const [checking, setChecking] = useState(false);
  // The last address the server called free: going back and on again asks no second time.
  const freeEmailRef = useRef<string | null>(null);
  const [step, setStep] = useState<StepIndex>(initialStep);
  const [progress, setProgress] = useState<number | null>(null);
  const movedRef = useRef(false);
  const current = REGISTER_STEPS[step];
  const form = useSchemaForm<RegisterValues, unknown>(current.schema, {
    ...EMPTY_REGISTER_VALUES,
    ...initialValues,
  });
  const { values, errors, setField } = form;

  const bounds = useMemo(() => {
    const now = today ?? new Date();
    return { max: yearsBefore(now, MIN_AGE), min: yearsBefore(now, MAX_AGE) };
  }, [today]);
  const countries = useCountryOptions();
  const genders = GENDERS.map((id) => ({ id, label: t(`gender:${id}`) }));

  // A new step is announced by moving focus to its heading (not on first render); the
  // heading is keyed by step, so this runs once per step.
  const focusHeading = (heading: HTMLHeadingElement | null) => {
    if (heading && movedRef.current) {
      movedRef.current = false;
      heading.focus();
    }
  };

  const goTo = (next: StepIndex, keepErrors?: Record<string, string>) => {
    movedRef.current = true;
    form.resetValidation();
    setStep(next);
    if (keepErrors) form.showErrors(keepErrors);
  };

  // Leaving step one asks whether the address is free, so a taken one is said under its
  // field now, not after steps two and three.
  const leaveStepOne = async () => {
    const email = values.email.trim().toLowerCase();
    if (freeEmailRef.current !== email) {
      setChecking(true);
      const result = await checkEmail(email);
      setChecking(false);
      if (!result.ok) {
        if (Object.keys(result.fieldErrors).length > 0) form.showErrors(result.fieldErrors);
        return;
      }
      freeEmailRef.current = email;
    }
    goTo(1);
  };

  const next = async () => {
    if ((await form.validate()) === null || step >= 2) return;
    if (step === 0) await leaveStepOne();
    else goTo((step + 1) as StepIndex);
  };

  const submit = async () => {
    if (step < 2) {
      await next();
      return;
    }
    if ((await form.validate()) === null) return;
    const whole = v.safeParse(RegisterSchema, values);
    if (!whole.success) {
      const all = flattenIssues(whole.issues);
      goTo(stepOfFirstError(all) ?? step, all);
      return;
    }
    setProgress(0);
    const result = await register(whole.output, { onUploadProgress: setProgress });
    if (result.ok) {
      const handOver: LoginLocationState = { email: whole.output.email };
      navigate(LOGIN_PATH, { state: handOver });
      return;
    }
    setProgress(null);
    if ('email' in result.fieldErrors) freeEmailRef.current = null;
    const bad = stepOfFirstError(result.fieldErrors);
    if (bad !== null) goTo(bad, result.fieldErrors);
  };

  const busy = progress !== null || checking;
  const text = (name: 'name' | 'email' | 'phone' | 'city' | 'address' | 'zipcode', extra = {}) => (
    <FormTextField form={form} name={name} label={t(`auth:fields.${name}`)} {...extra} />
  );

  return (
    <>
      <ol
        className="wob-steps"
        aria-label={t('auth:register.progress', { current: step + 1, total: 3 })}
      >
        {REGISTER_STEPS.map((item, index) => (
          <li
            key={item.key}
            className="wob-steps__item"
            data-state={index < step ? 'done' : index === step ? 'current' : 'todo'}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="wob-steps__dot" aria-hidden="true">
              {index + 1}
            </span>
            <span className="wob-steps__label">{t(`auth:register.steps.${item.key}`)}</span>
          </li>
        ))}
      </ol>
      <form ref={form.formRef} className="wob-auth-form" noValidate onSubmit={onSubmit(submit)}>
        <h2 key={step} ref={focusHeading} tabIndex={-1} className="wob-auth-form__step-title">
          <span className="wob-visually-hidden">
            {t('auth:register.progress', { current: step + 1, total: 3 })}:{' '}
          </span>
          {t(`auth:register.stepHeadings.${current.key}`)}
        </h2>

        {step === 0 && (
          <>
            {text('name', { autoComplete: 'name' })}
            {text('email', {
              type: 'email',
              autoComplete: 'email',
              inputMode: 'email',
              placeholder: t('auth:placeholders.email'),
            })}
            <FormPasswordField
              form={form}
              name="password"
              label={t('auth:fields.password')}
              autoComplete="new-password"
            />
            <Select
              label={t('auth:fields.gender')}
              name="gender"
              options={genders}
              placeholder={t('auth:placeholders.gender')}
              selectedKey={values.gender || null}
              onSelectionChange={(id) => setField('gender', id ?? '')}
              errorMessage={message(errors.gender)}
              isRequired
            />
            <DateField
              label={t('auth:fields.birthDate')}
              name="birthDate"
              value={values.birthDate || null}
              onChange={(value) => setField('birthDate', value ?? '')}
              minValue={bounds.min}
              maxValue={bounds.max}
              description={t('auth:register.birthDateHint')}
              errorMessage={message(errors.birthDate)}
              isRequired
            />
          </>
        )}

        {step === 1 && (
          <>
            {text('phone', {
              type: 'tel',
              autoComplete: 'tel',
              inputMode: 'tel',
              description: t('auth:register.phoneHint'),
            })}
            <Select
              label={t('auth:fields.country')}
              name="country"
              options={countries}
              placeholder={t('auth:placeholders.country')}
              selectedKey={values.country || null}
              onSelectionChange={(id) => setField('country', id ?? '')}
              errorMessage={message(errors.country)}
              isRequired
            />
            {text('city', { autoComplete: 'address-level2' })}
            {text('address', { autoComplete: 'street-address' })}
            {text('zipcode', { autoComplete: 'postal-code' })}
          </>
        )}

        {step === 2 && (
          <>
            <PicturePicker
              label={t('auth:fields.profilePicture')}
              name={values.name}
              value={values.profilePicture || null}
              onChange={(dataUrl) => setField('profilePicture', dataUrl)}
              errorMessage={message(errors.profilePicture)}
              crop={cropPicture}
            />
            <TextArea
              label={t('auth:fields.about')}
              name="about"
              description={t('auth:register.aboutHint')}
              placeholder={t('auth:placeholders.about')}
              value={values.about}
              onChange={(value) => setField('about', value)}
              errorMessage={message(errors.about)}
            />
            <Checkbox
              name="acceptTerms"
              isSelected={values.acceptTerms}
              onChange={(selected) => setField('acceptTerms', selected)}
              errorMessage={message(errors.acceptTerms)}
            >
              {t('auth:register.terms.before')}
              <Link to="/terms-and-conditions" target="_blank" rel="noreferrer">
                {t('auth:register.terms.terms')}
              </Link>
              {t('auth:register.terms.between')}
              <Link to="/privacy-policy" target="_blank" rel="noreferrer">
                {t('auth:register.terms.privacy')}
              </Link>
              {t('auth:register.terms.after')}
            </Checkbox>
            <Checkbox
              name="marketingEmails"
              isSelected={values.marketingEmails}
              onChange={(selected) => setField('marketingEmails', selected)}
            >
              {t('auth:register.marketing')}
            </Checkbox>
            {busy && (
              <ProgressBar
                label={t('auth:register.uploading')}
                value={Math.round((progress ?? 0) * 100)}
                valueText={`${Math.round((progress ?? 0) * 100)} %`}
              />
            )}
          </>
        )}

        <div className="wob-form-actions">
          {step > 0 && (
            <Button
              variant="secondary"
              onClick={() => goTo((step - 1) as StepIndex)}
              disabled={busy}
            >
              {t('auth:register.back')}
            </Button>
          )}
          <Button type="submit" isLoading={busy}>
            {step < 2 ? t('auth:register.next') : t('auth:register.submit')}
          </Button>
        </div>
      </form>
    </>
  );
}

/** /auth/register */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      title={t('auth:register.title')}
      intro={t('auth:register.intro')}
      footer={
        <Link to={LOGIN_PATH} className="wob-auth-link">
          {t('auth:register.login')}
        </Link>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}

export const Component = RegisterPage;

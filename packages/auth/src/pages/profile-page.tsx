import type { User } from '@wob/api';
import {
  Avatar,
  Button,
  Card,
  DateField,
  ErrorState,
  ProgressBar,
  Select,
  Skeleton,
  TextArea,
} from '@wob/ui';
import { ageOn, GENDERS, MAX_AGE, MIN_AGE, UpdateProfileSchema } from '@wob/validation';
import { Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreYouSureDialog } from '../components/are-you-sure-dialog';
import { PageFrame } from '../components/auth-layout';
import { FormTextField } from '../components/form-fields';
import type { PixelArea } from '../components/picture/crop-image';
import { PictureChooser } from '../components/picture/picture-chooser';
import { onSubmit, useSchemaForm } from '../forms/use-schema-form';
import { useCountryOptions, useMessage } from '../forms/use-message';
import { usePageData } from '../forms/use-page-data';
import { useSessionStore } from '../store/session-context';
import { yearsBefore } from './register-page';

const EDITABLE = [
  'name',
  'gender',
  'birthDate',
  'phone',
  'country',
  'city',
  'address',
  'zipcode',
  'about',
] as const;
type Editable = (typeof EDITABLE)[number];
type EditValues = Record<Editable, string>;

function editValuesOf(user: User): EditValues {
  return {
    name: user.name,
    gender: user.gender,
    birthDate: user.birthDate,
    phone: user.phone,
    country: user.country,
    city: user.city,
    address: user.address,
    zipcode: user.zipcode,
    about: user.about,
  };
}

function formatDate(iso: string, locale: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export interface ProfileViewProps {
  /** Replaces the canvas crop of a new picture (stories and tests). */
  cropPicture?: (source: string, area: PixelArea) => Promise<string>;
  /** Today, for the age and the 18+ bound; defaults to now. */
  today?: Date;
}

/** /profile: the own profile, its edit form, and the picture with upload and removal. */
export function ProfilePage({ cropPicture, today }: ProfileViewProps = {}) {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const refreshProfile = useSessionStore((state) => state.refreshProfile);
  const { state, retry } = usePageData(refreshProfile);

  if (!user) {
    return (
      <PageFrame title={t('profile:title')}>
        {state === 'error' ? (
          <ErrorState
            message={t('profile:loadError')}
            retryLabel={t('profile:retry')}
            onRetry={retry}
          />
        ) : (
          <Card className="wob-profile-card" aria-busy="true">
            <span className="wob-visually-hidden">{t('common:loading')}</span>
            <Skeleton shape="circle" width={96} height={96} />
            <Skeleton lines={3} />
          </Card>
        )}
      </PageFrame>
    );
  }
  return <ProfileView user={user} cropPicture={cropPicture} today={today} />;
}

function ProfileView({ user, cropPicture, today }: ProfileViewProps & { user: User }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const locale = i18n.language;
  const countries = useCountryOptions();
  const countryName = countries.find((option) => option.id === user.country)?.label ?? user.country;
  const age = ageOn(user.birthDate, today ?? new Date());

  const details: [string, string][] = [
    [t('auth:fields.email'), user.email],
    [t('auth:fields.gender'), t(`gender:${user.gender}`)],
    [t('auth:fields.birthDate'), formatDate(user.birthDate, locale)],
    [t('auth:fields.phone'), user.phone],
    [t('auth:fields.address'), user.address],
    [t('auth:fields.zipcode'), user.zipcode],
    [t('auth:fields.city'), user.city],
    [t('auth:fields.country'), countryName],
  ];

  return (
    <PageFrame
      title={t('profile:title')}
      actions={
        !editing && (
          <Button variant="secondary" icon={<Pencil />} onClick={() => setEditing(true)}>
            {t('profile:edit')}
          </Button>
        )
      }
    >
      <Card className="wob-profile-card" padding="lg">
        <PictureSection user={user} cropPicture={cropPicture}>
          <div className="wob-profile-card__identity">
            <h2 className="wob-profile-card__name">{user.name}</h2>
            <p className="wob-profile-card__meta">
              {[
                Number.isNaN(age) ? null : t('profile:age', { age }),
                [user.city, countryName].filter(Boolean).join(', '),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className="wob-profile-card__since">
              {t('profile:memberSince', { date: formatDate(user.createdAt, locale) })}
            </p>
          </div>
        </PictureSection>
      </Card>

      {editing ? (
        <ProfileEditForm user={user} today={today} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Card as="section" className="wob-account-section" aria-labelledby="profile-about">
            <h2 id="profile-about" className="wob-account-section__title">
              {t('profile:sections.about')}
            </h2>
            <p className={user.about ? 'wob-profile-about' : 'wob-profile-about wob-muted'}>
              {user.about || t('profile:empty.about')}
            </p>
          </Card>
          <Card as="section" className="wob-account-section" aria-labelledby="profile-details">
            <h2 id="profile-details" className="wob-account-section__title">
              {t('profile:sections.details')}
            </h2>
            <dl className="wob-details">
              {details.map(([term, value]) => (
                <div key={term} className="wob-details__row">
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </>
      )}
    </PageFrame>
  );
}

function PictureSection({
  user,
  cropPicture,
  children,
}: { user: User; children: ReactNode } & ProfileViewProps) {
  const { t } = useTranslation();
  const updateProfile = useSessionStore((state) => state.updateProfile);
  const removePicture = useSessionStore((state) => state.removePicture);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);

  const upload = async (dataUrl: string) => {
    setReadError(null);
    setProgress(0);
    await updateProfile({ profilePicture: dataUrl }, { onUploadProgress: setProgress });
    setProgress(null);
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className="wob-profile-picture">
      <div className="wob-profile-card__top">
        <Avatar
          name={t('profile:picture.avatarAlt', { name: user.name })}
          colorId={user._id}
          src={user.avatar}
          size="xl"
        />
        {children}
      </div>
      <div className="wob-profile-picture__actions">
        <PictureChooser
          label={user.profilePicture ? t('profile:picture.change') : t('profile:picture.upload')}
          onChoose={upload}
          onUnreadable={() => setReadError(t('auth:picture.unreadable'))}
          isDisabled={progress !== null}
          crop={cropPicture}
        />
        {user.profilePicture && (
          <Button
            variant="ghost"
            icon={<Trash2 />}
            onClick={() => setConfirming(true)}
            disabled={progress !== null}
          >
            {t('profile:picture.remove')}
          </Button>
        )}
      </div>
      {progress !== null && (
        <ProgressBar
          className="wob-profile-picture__progress"
          label={t('profile:picture.uploading')}
          value={percent}
          valueText={`${percent} %`}
        />
      )}
      {readError && (
        <p className="wob-field__error" role="alert">
          {readError}
        </p>
      )}
      <AreYouSureDialog
        confirmLabel={t('profile:picture.removeConfirm')}
        isOpen={confirming}
        onOpenChange={setConfirming}
        action={removePicture}
        failure="remove-user-image failed"
      />
    </div>
  );
}

function ProfileEditForm({ user, today, onDone }: { user: User; today?: Date; onDone(): void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const updateProfile = useSessionStore((state) => state.updateProfile);
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(UpdateProfileSchema, editValuesOf(user));
  const { values, errors, setField } = form;
  const countries = useCountryOptions();
  const genders = GENDERS.map((id) => ({ id, label: t(`gender:${id}`) }));
  const bounds = useMemo(() => {
    const now = today ?? new Date();
    return { max: yearsBefore(now, MIN_AGE), min: yearsBefore(now, MAX_AGE) };
  }, [today]);

  const submit = async () => {
    const output = await form.validate();
    if (!output) return;
    // Only what changed is sent; an unchanged form simply closes.
    const original = editValuesOf(user);
    const changed: Partial<EditValues> = {};
    for (const key of EDITABLE) {
      const value = output[key];
      if (typeof value === 'string' && value !== original[key]) changed[key] = value;
    }
    if (Object.keys(changed).length === 0) {
      onDone();
      return;
    }
    setBusy(true);
    const result = await updateProfile(changed);
    setBusy(false);
    if (result.ok) onDone();
    else if (Object.keys(result.fieldErrors).length > 0) form.showErrors(result.fieldErrors);
  };

  const text = (name: 'name' | 'phone' | 'city' | 'address' | 'zipcode', extra = {}) => (
    <FormTextField form={form} name={name} label={t(`auth:fields.${name}`)} {...extra} />
  );

  return (
    <Card as="section" className="wob-account-section" aria-labelledby="profile-edit">
      <h2 id="profile-edit" className="wob-account-section__title">
        {t('profile:edit')}
      </h2>
      <form ref={form.formRef} className="wob-auth-form" noValidate onSubmit={onSubmit(submit)}>
        <div className="wob-form-grid">
          {text('name', { autoComplete: 'name' })}
          <Select
            label={t('auth:fields.gender')}
            options={genders}
            selectedKey={values.gender || null}
            onSelectionChange={(id) => setField('gender', id ?? '')}
            errorMessage={message(errors.gender)}
            isRequired
          />
          <DateField
            label={t('auth:fields.birthDate')}
            value={values.birthDate || null}
            onChange={(value) => setField('birthDate', value ?? '')}
            minValue={bounds.min}
            maxValue={bounds.max}
            errorMessage={message(errors.birthDate)}
            isRequired
          />
          {text('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
          <Select
            label={t('auth:fields.country')}
            options={countries}
            selectedKey={values.country || null}
            onSelectionChange={(id) => setField('country', id ?? '')}
            errorMessage={message(errors.country)}
            isRequired
          />
          {text('city', { autoComplete: 'address-level2' })}
          {text('address', { autoComplete: 'street-address' })}
          {text('zipcode', { autoComplete: 'postal-code' })}
        </div>
        <TextArea
          label={t('auth:fields.about')}
          value={values.about}
          onChange={(value) => setField('about', value)}
          errorMessage={message(errors.about)}
        />
        <div className="wob-form-actions">
          <Button variant="secondary" onClick={onDone} disabled={busy}>
            {t('profile:cancel')}
          </Button>
          <Button type="submit" isLoading={busy} loadingLabel={t('profile:saving')}>
            {t('profile:save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

export const Component = ProfilePage;

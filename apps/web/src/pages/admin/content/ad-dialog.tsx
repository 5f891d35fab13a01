import { type AdminAd, endpoints } from '@wob/api';
import { Button, DateField, Dialog, Switch, TextArea, TextField } from '@wob/ui';
import { AdFormSchema, checkForm } from '@wob/validation';
import { type FormEvent, useState } from 'react';
import { adminClient } from '../admin-kit';
import { type AdImageChange, AdImageField } from './ad-image-field';
import { messageOf, type Translate, useChange } from './content-kit';

// The house ad editor: title, text, link, button text, an optional period (whole days in the
// browser's time zone: from the first day's start to the last day's end), an optional picture
// and on/off.

type Field = 'title' | 'body' | 'url' | 'cta' | 'startsAt' | 'endsAt' | 'image';
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of an instant, in local time. */
function dayOf(iso: string | null, shift = 0): string | null {
  if (!iso) return null;
  const date = new Date(Date.parse(iso) + shift);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The instant a local day starts, ISO; `next` for the day after (the end of a last day). */
function startOf(day: string | null, next = false): string | null {
  if (!day) return null;
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, (d ?? 1) + (next ? 1 : 0)).toISOString();
}

/** The last day of a period that ends at `iso` (exclusive). */
export const lastDayOf = (iso: string | null) => dayOf(iso, -DAY_MS);
export const firstDayOf = (iso: string | null) => dayOf(iso);

export function AdDialog(props: {
  t: Translate;
  language: 'da' | 'en';
  ad: AdminAd | null;
  onClose: () => void;
  onSaved: (ads: AdminAd[]) => void;
}) {
  const { t, language, ad, onClose, onSaved } = props;
  const change = useChange();
  const [values, setValues] = useState({
    title: ad?.title ?? '',
    body: ad?.body ?? '',
    url: ad?.url ?? '',
    cta: ad?.cta ?? '',
    active: ad?.active ?? true,
    firstDay: firstDayOf(ad?.startsAt ?? null),
    lastDay: lastDayOf(ad?.endsAt ?? null),
  });
  // Untouched, the saved picture stays (the field is left out of the request).
  const [image, setImage] = useState<{ change: AdImageChange; preview: string | null }>({
    change: undefined,
    preview: ad?.imageUrl ?? null,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const set =
    <K extends keyof typeof values>(field: K, error?: Field) =>
    (value: (typeof values)[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      if (error) setErrors((current) => ({ ...current, [error]: undefined }));
    };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { firstDay, lastDay, ...text } = values;
    const parsed = checkForm(AdFormSchema, {
      ...text,
      language,
      startsAt: startOf(firstDay),
      endsAt: startOf(lastDay, true),
      ...(image.change === undefined ? {} : { image: image.change }),
    });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setBusy(true);
    const saved = await change(
      () =>
        ad
          ? adminClient.call(endpoints.adminUpdateAd, { id: ad.id, ad: parsed.output })
          : adminClient.call(endpoints.adminCreateAd, parsed.output),
      {
        onFieldErrors: (found) =>
          setErrors(
            Object.fromEntries(
              Object.entries(found).map(([key, value]) => [key.replace(/^ad\./, ''), value]),
            ),
          ),
      },
    );
    setBusy(false);
    if (saved) onSaved(saved.ads);
  };

  const error = (field: Field) => messageOf(t, errors[field]);

  return (
    <Dialog
      title={t(ad ? 'admin:content.ads.editTitle' : 'admin:content.ads.createTitle')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      closeLabel={t('admin:content.common.close')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('admin:content.common.cancel')}
          </Button>
          <Button type="submit" form="wob-ad-form" isLoading={busy}>
            {t('admin:content.common.save')}
          </Button>
        </>
      }
    >
      <form
        id="wob-ad-form"
        className="wob-content__form"
        noValidate
        onSubmit={submit}
        lang={language}
      >
        <TextField
          label={t('admin:content.ads.adTitle')}
          value={values.title}
          onChange={set('title', 'title')}
          errorMessage={error('title')}
          isRequired
        />
        <TextArea
          label={t('admin:content.ads.body')}
          rows={3}
          value={values.body}
          onChange={set('body', 'body')}
          errorMessage={error('body')}
          isRequired
        />
        <div className="wob-content__row">
          <TextField
            label={t('admin:content.ads.url')}
            description={t('admin:content.ads.urlHint')}
            value={values.url}
            onChange={set('url', 'url')}
            errorMessage={error('url')}
            isRequired
          />
          <TextField
            label={t('admin:content.ads.cta')}
            value={values.cta}
            onChange={set('cta', 'cta')}
            errorMessage={error('cta')}
            isRequired
          />
        </div>
        <div className="wob-content__row">
          <DateField
            label={t('admin:content.ads.startsAt')}
            value={values.firstDay}
            onChange={set('firstDay', 'startsAt')}
            errorMessage={error('startsAt')}
          />
          <DateField
            label={t('admin:content.ads.endsAt')}
            value={values.lastDay}
            onChange={set('lastDay', 'endsAt')}
            errorMessage={error('endsAt')}
          />
        </div>
        <AdImageField
          t={t}
          preview={image.preview}
          onChange={({ image: change, preview }) => {
            setImage({ change, preview });
            setErrors((current) => ({ ...current, image: undefined }));
          }}
          errorMessage={error('image')}
          isDisabled={busy}
        />
        <Switch isSelected={values.active} onChange={set('active')}>
          {t('admin:content.ads.activeSwitch')}
        </Switch>
      </form>
    </Dialog>
  );
}

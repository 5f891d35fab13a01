import { Button, buttonClassName } from '@wob/ui';
import { IMAGE_MAX_BYTES } from '@wob/validation';
import { ImagePlus, Megaphone, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import type { Translate } from './content-kit';

// The ad dialog's picture: a file chosen here is read into a data URL and sent with the ad
// (the server sniffs and re-encodes it like a member's picture). The preview has the card's
// 16:10 frame, so the operator sees what the deck will crop.

const ACCEPT = 'image/jpeg,image/png,image/webp';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** What the dialog sends: left out keeps the picture, null removes it, a data URL replaces it. */
export type AdImageChange = string | null | undefined;

export function AdImageField(props: {
  t: Translate;
  /** The picture shown now: the saved one's URL, or the chosen file's data URL. */
  preview: string | null;
  onChange: (change: { image: string | null; preview: string | null }) => void;
  /** A message from the server about the picture. */
  errorMessage?: string;
  isDisabled?: boolean;
}) {
  const { t, preview, onChange, errorMessage, isDisabled } = props;
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [localError, setLocalError] = useState<string | undefined>();
  const error = localError ?? errorMessage;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after removing it.
    event.target.value = '';
    if (!file) return;
    if (!ACCEPT.split(',').includes(file.type)) {
      setLocalError(t('validation:image.invalid'));
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      setLocalError(t('validation:image.tooLarge'));
      return;
    }
    try {
      const dataUrl = await readAsDataUrl(file);
      setLocalError(undefined);
      onChange({ image: dataUrl, preview: dataUrl });
    } catch {
      setLocalError(t('validation:image.invalid'));
    }
  };

  return (
    <fieldset className="wob-fieldset wob-ad-image">
      <legend className="wob-field__label">{t('admin:content.ads.image')}</legend>
      <div className="wob-ad-image__frame">
        {preview ? (
          <img src={preview} alt={t('admin:content.ads.imagePreview')} />
        ) : (
          <div className="wob-ad-image__empty">
            <Megaphone aria-hidden="true" />
            <span>{t('admin:content.ads.noImage')}</span>
          </div>
        )}
      </div>
      <p id={hintId} className="wob-field__description">
        {t('admin:content.ads.imageHint')}
      </p>
      {error && (
        <p id={errorId} className="wob-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="wob-ad-image__actions">
        <label
          htmlFor={inputId}
          className={buttonClassName('secondary', 'sm', 'wob-ad-image__choose')}
          aria-disabled={isDisabled || undefined}
        >
          <ImagePlus aria-hidden="true" />
          {preview ? t('admin:content.ads.changeImage') : t('admin:content.ads.chooseImage')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="wob-visually-hidden"
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={choose}
          disabled={isDisabled}
        />
        {preview && (
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 aria-hidden="true" />}
            onClick={() => {
              setLocalError(undefined);
              onChange({ image: null, preview: null });
            }}
            disabled={isDisabled}
          >
            {t('admin:content.ads.removeImage')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}

import { Avatar } from '@wob/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PixelArea } from './crop-image';
import { PictureChooser } from './picture-chooser';

export interface PicturePickerProps {
  label: string;
  /** The chosen picture (data URL), shown as the preview. */
  value: string | null;
  onChange(dataUrl: string): void;
  /** Name used for the fallback initial of the preview. */
  name: string;
  errorMessage?: string;
  crop?: (source: string, area: PixelArea) => Promise<string>;
}

/** The sign-up picture field: the preview avatar, the chooser, the hint and the message. */
export function PicturePicker({
  label,
  value,
  onChange,
  name,
  errorMessage,
  crop,
}: PicturePickerProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const errorId = useId();
  const [readError, setReadError] = useState<string | null>(null);
  const message = readError ?? errorMessage;

  return (
    <fieldset className="wob-fieldset wob-picture" data-invalid={message ? true : undefined}>
      <legend className="wob-field__label">
        {label}
        <span className="wob-field__required" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      <div className="wob-picture__row">
        {value ? (
          <Avatar name={t('auth:picture.previewAlt')} src={value} size="xl" />
        ) : (
          <Avatar name={name || label} size="xl" decorative />
        )}
        <div className="wob-picture__actions">
          <PictureChooser
            label={value ? t('auth:picture.change') : t('auth:picture.choose')}
            crop={crop}
            isInvalid={Boolean(message)}
            describedBy={message ? `${hintId} ${errorId}` : hintId}
            onUnreadable={() => setReadError(t('auth:picture.unreadable'))}
            onChoose={(dataUrl) => {
              setReadError(null);
              onChange(dataUrl);
            }}
          />
          <p id={hintId} className="wob-field__description">
            {t('auth:picture.pickerHint')}
          </p>
        </div>
      </div>
      {message && (
        <p id={errorId} className="wob-field__error">
          {message}
        </p>
      )}
    </fieldset>
  );
}

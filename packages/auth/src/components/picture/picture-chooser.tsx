import { buttonClassName } from '@wob/ui';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import type { PixelArea } from './crop-image';
import { PictureCropDialog } from './picture-crop-dialog';

export interface PictureChooserProps {
  /** The button's text ('Choose a picture', 'Change picture'). */
  label: string;
  /** The cropped square as a JPEG data URL. */
  onChoose(dataUrl: string): void;
  /** A file that is not an image. */
  onUnreadable(): void;
  isDisabled?: boolean;
  /** Ids of the texts that describe the input (hint, error). */
  describedBy?: string;
  isInvalid?: boolean;
  crop?: (source: string, area: PixelArea) => Promise<string>;
}

/**
 * A native file input dressed as a button (so the keyboard, screen readers and phones' photo
 * pickers all work), then the crop dialog.
 */
export function PictureChooser({
  label,
  onChoose,
  onUnreadable,
  isDisabled,
  describedBy,
  isInvalid,
  crop,
}: PictureChooserProps) {
  const inputId = useId();
  const [source, setSource] = useState<string | null>(null);

  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      if (source?.startsWith('blob:')) URL.revokeObjectURL(source);
    },
    [source],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after cancelling.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      onUnreadable();
      return;
    }
    setSource(URL.createObjectURL(file));
  };

  return (
    <>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="wob-picture__input"
        disabled={isDisabled}
        aria-invalid={isInvalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={choose}
      />
      <label
        htmlFor={inputId}
        className={buttonClassName('secondary', 'md', 'wob-picture__button')}
        data-disabled={isDisabled || undefined}
      >
        <ImagePlus aria-hidden="true" className="wob-picture__icon" />
        {label}
      </label>
      <PictureCropDialog
        source={source}
        crop={crop}
        onCancel={() => setSource(null)}
        onConfirm={(dataUrl) => {
          setSource(null);
          onChoose(dataUrl);
        }}
      />
    </>
  );
}

import { Button, buttonClassName, Card, intlLocaleOf, ProgressBar, TextArea } from '@wob/ui';
import { COMMENT_MAX, CommentFormSchema, IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@wob/validation';
import { ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { CommentDraft } from './board-types';

export interface ComposerProps {
  /**
   * Posts the comment; answers whether it was posted (the form empties then). Progress is
   * reported from 0 to 1 while the image uploads.
   */
  onSubmit: (
    draft: CommentDraft,
    options: { onUploadProgress: (fraction: number) => void },
  ) => Promise<boolean>;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

const ACCEPT = IMAGE_MIME_TYPES.join(',');
const COUNTER_FROM = COMMENT_MAX - 200;

/** Writes a comment for the board: text, an optional image with a preview, upload progress. */
export function Composer({ onSubmit }: ComposerProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [imageError, setImageError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const sending = progress !== null;

  const chooseImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after removing it.
    event.target.value = '';
    if (!file) return;
    // Checked before reading and sending: a 40 MB photo should not travel to be refused.
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      setImageError(t('validation:image.invalid'));
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      setImageError(t('validation:image.tooLarge'));
      return;
    }
    try {
      setImage(await readAsDataUrl(file));
      setImageError(undefined);
      setError(undefined);
    } catch {
      setImageError(t('validation:image.invalid'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const parsed = v.safeParse(CommentFormSchema, { comment: text, imageFile: image });
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const onImage = issue.path?.[0]?.key === 'imageFile';
      if (onImage) setImageError(t(issue.message));
      else setError(t(issue.message));
      return;
    }
    setProgress(0);
    const draft: CommentDraft = parsed.output.imageFile
      ? { comment: parsed.output.comment, imageFile: parsed.output.imageFile }
      : { comment: parsed.output.comment };
    const posted = await onSubmit(draft, { onUploadProgress: (fraction) => setProgress(fraction) });
    setProgress(null);
    if (posted) {
      setText('');
      setImage(undefined);
    }
  };

  const percent = Math.round((progress ?? 0) * 100);
  const percentText = new Intl.NumberFormat(intlLocaleOf(i18n.language), {
    style: 'percent',
  }).format(percent / 100);

  return (
    <Card as="section" className="wob-composer" aria-label={t('board:composer.label')}>
      <form onSubmit={submit} noValidate className="wob-composer__form">
        <TextArea
          label={t('board:composer.label')}
          placeholder={t('board:composer.placeholder')}
          value={text}
          onChange={(value) => {
            setText(value);
            if (error) setError(undefined);
          }}
          rows={3}
          maxLength={COMMENT_MAX}
          errorMessage={error}
          isDisabled={sending}
          className="wob-composer__field"
        />
        {image && (
          <div className="wob-composer__preview">
            <img src={image} alt={t('board:composer.imagePreview')} />
            {!sending && (
              <Button
                variant="secondary"
                size="sm"
                className="wob-composer__remove"
                icon={<X aria-hidden="true" />}
                aria-label={t('board:composer.removeImage')}
                onClick={() => setImage(undefined)}
              />
            )}
          </div>
        )}
        {imageError && (
          <p className="wob-composer__error" role="alert">
            {imageError}
          </p>
        )}
        {sending && image && (
          <ProgressBar
            label={t('board:composer.uploading')}
            value={percent}
            valueText={percentText}
          />
        )}
        <div className="wob-composer__actions">
          <label
            htmlFor={inputId}
            className={buttonClassName('ghost', 'sm', 'wob-composer__image-label')}
            aria-disabled={sending || undefined}
          >
            <ImagePlus aria-hidden="true" />
            {image ? t('board:composer.changeImage') : t('board:composer.addImage')}
          </label>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            className="wob-visually-hidden"
            onChange={chooseImage}
            disabled={sending}
          />
          {/* Shown near the limit only: a counter from the first letter is noise. */}
          {text.length >= COUNTER_FROM && (
            <span className="wob-composer__count" aria-hidden="true">
              {t('board:composer.characters', { count: text.length, max: COMMENT_MAX })}
            </span>
          )}
          <Button type="submit" isLoading={sending} loadingLabel={t('board:composer.posting')}>
            {t('board:composer.post')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

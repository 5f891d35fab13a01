import { Button, Dialog } from '@wob/ui';
import { useId, useState } from 'react';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { cropToSquareDataUrl, fitsSizeLimit, type PixelArea } from './crop-image';

export interface PictureCropDialogProps {
  /** Object URL or data URL of the chosen file; the dialog is open while it is set. */
  source: string | null;
  onCancel(): void;
  /** The cropped square as a JPEG data URL of at most 5 MB. */
  onConfirm(dataUrl: string): void;
  /** Replaces the canvas crop (stories and tests run where there is no canvas). */
  crop?: (source: string, area: PixelArea) => Promise<string>;
}

const ZOOM_MIN = 1;
const ZOOM_MAX = 3;

/** Lets a person place their face in a circle and zoom before the picture is used. */
export function PictureCropDialog({
  source,
  onCancel,
  onConfirm,
  crop = cropToSquareDataUrl,
}: PictureCropDialogProps) {
  const { t } = useTranslation();
  const zoomId = useId();
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setPosition({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setError(null);
    onCancel();
  };

  const confirm = async () => {
    if (!source || !area) return;
    setBusy(true);
    try {
      const dataUrl = await crop(source, area);
      if (!fitsSizeLimit(dataUrl)) {
        setError(t('auth:picture.tooLarge'));
        return;
      }
      setError(null);
      onConfirm(dataUrl);
    } catch {
      setError(t('auth:picture.unreadable'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t('profile:picture.dialogTitle')}
      isOpen={source !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      isDismissable={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('profile:picture.cancel')}
          </Button>
          <Button onClick={confirm} isLoading={busy} disabled={!area}>
            {t('profile:picture.save')}
          </Button>
        </>
      }
    >
      <p className="wob-crop__hint">{t('auth:picture.hint')}</p>
      <div className="wob-crop">
        {source && (
          <Cropper
            image={source}
            crop={position}
            zoom={zoom}
            minZoom={ZOOM_MIN}
            maxZoom={ZOOM_MAX}
            aspect={1}
            cropShape="round"
            showGrid={false}
            onCropChange={setPosition}
            onZoomChange={setZoom}
            onCropComplete={(_relative, pixels) => setArea(pixels)}
            onMediaLoaded={() => setError(null)}
            mediaProps={{ onError: () => setError(t('auth:picture.unreadable')) }}
            // The stylesheet comes with @wob/auth/styles.css: a strict CSP blocks injected <style>.
            disableAutomaticStylesInjection
          />
        )}
      </div>
      <div className="wob-crop__zoom">
        <label htmlFor={zoomId}>{t('auth:picture.zoom')}</label>
        <input
          id={zoomId}
          type="range"
          min={ZOOM_MIN}
          max={ZOOM_MAX}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </div>
      {error && (
        <p className="wob-field__error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}

import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useTranslation } from 'react-i18next';

export interface ImageViewerProps {
  image: { url: string; name: string } | null;
  onClose: () => void;
}

/**
 * The full-screen image viewer (spec chat section 2): a click anywhere closes it, so does
 * Escape; focus goes back to the picture that opened it (React Aria's modal).
 */
export function ImageViewer({ image, onClose }: ImageViewerProps) {
  const { t } = useTranslation('chat');
  return (
    <ModalOverlay
      isOpen={image !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDismissable
      className="wob-image-viewer"
    >
      <Modal className="wob-image-viewer__modal">
        <Dialog
          className="wob-image-viewer__dialog"
          aria-label={t('messages.viewer', { name: image?.name ?? '' })}
        >
          {/* A click anywhere closes (the picture too): the whole screen is the close button. */}
          <button
            type="button"
            className="wob-image-viewer__frame"
            aria-label={t('messages.closeViewer')}
            onClick={onClose}
          >
            {image && (
              <img
                className="wob-image-viewer__image"
                src={image.url}
                alt={t('messages.imageAlt', { name: image.name })}
              />
            )}
          </button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

import type { WoblerCard } from '@wob/api';
import { Avatar, Button, Dialog } from '@wob/ui';
import { Heart, MessageCircle } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { WoblerImage } from './wobler-parts';

export interface MatchDialogProps {
  /** The Wobler the like connected with; null when closed. */
  wobler: WoblerCard | null;
  /** The signed-in person, for their half of the picture. */
  me: { _id: string; name: string; avatar?: string | null } | null;
  /** Stores the chat's `selectedWobler` and goes to /chat (the page does it). */
  onMessage: (wobler: WoblerCard) => void;
  /** 'Keep browsing', Escape, or a click outside. */
  onClose: () => void;
}

/**
 * The moment a like makes a connection ('It's a match'): both pictures, one line, and the
 * two ways on: write to them, or keep browsing. Message is focused first: it is what most
 * people want now.
 */
export function MatchDialog({ wobler, me, onMessage, onClose }: MatchDialogProps) {
  const { t } = useTranslation('deck');
  const messageRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={t('match.title')}
      isOpen={wobler !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="sm"
      className="wob-match"
      initialFocusRef={messageRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('match.keepBrowsing')}
          </Button>
          <Button
            ref={messageRef}
            icon={<MessageCircle aria-hidden="true" />}
            onClick={() => {
              if (wobler) onMessage(wobler);
            }}
          >
            {t('match.message')}
          </Button>
        </>
      }
    >
      {wobler && (
        <div className="wob-match__body">
          <div className="wob-match__pictures" aria-hidden="true">
            {me && (
              <Avatar
                name={me.name}
                colorId={me._id}
                src={me.avatar ?? null}
                size="xl"
                decorative
                className="wob-match__me"
              />
            )}
            <span className="wob-match__them">
              <WoblerImage wobler={wobler} className="wob-match__image" />
            </span>
            <span className="wob-match__heart">
              <Heart className="wob-match__heart-icon" />
            </span>
          </div>
          <p className="wob-match__text">{t('match.text', { name: wobler.name })}</p>
        </div>
      )}
    </Dialog>
  );
}

import { Spinner, Tabs } from '@wob/ui';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Sticker, type StickerSet, stickerSetsOf } from '../service/stickers';
import { useChatStore } from '../store/chat-context';
import { stickerNameOf, stickerSetNameOf } from './sticker-message';

// The sticker keyboard (spec chat sections 2, 8 and 9): 215 px under the composer's bar, the
// set tab strip (a tablist, the first set active) over a grid of buttons named by their
// sticker, and a close control. 'Loading...' while the sets load; 'No stickers found' when
// there are none or the call failed. A chunk of its own, loaded when the toggle is pressed.

type Loaded = { status: 'loading' } | { status: 'ready'; sets: StickerSet[] } | { status: 'empty' };

export interface StickerKeyboardProps {
  onPick(sticker: Sticker): void;
  onClose(): void;
}

export function StickerKeyboard({ onPick, onClose }: StickerKeyboardProps) {
  const { t } = useTranslation('chat');
  const fetchStickers = useChatStore((state) => state.fetchStickers);
  const logFailure = useChatStore((state) => state.logFailure);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    let live = true;
    fetchStickers()
      .then((stickers) => {
        const sets = stickerSetsOf(stickers);
        if (live) setLoaded(sets.length > 0 ? { status: 'ready', sets } : { status: 'empty' });
      })
      .catch((error: unknown) => {
        // Spec chat section 8: a failed fetch reads as 'No stickers found'; it is logged.
        logFailure('stickers could not be fetched', error);
        if (live) setLoaded({ status: 'empty' });
      });
    return () => {
      live = false;
    };
  }, [fetchStickers, logFailure]);

  return (
    <section
      ref={panel}
      className="wob-sticker-keyboard"
      aria-label={t('stickers.title')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="wob-sticker-keyboard__head">
        <h3 className="wob-sticker-keyboard__title">{t('stickers.title')}</h3>
        <button
          type="button"
          className="wob-icon-button"
          aria-label={t('stickers.close')}
          onClick={onClose}
        >
          <X aria-hidden="true" />
        </button>
      </div>
      {loaded.status === 'loading' && (
        <div className="wob-sticker-keyboard__state">
          <Spinner size="sm" label={t('spec.loading')} />
          <span>{t('spec.loading')}</span>
        </div>
      )}
      {loaded.status === 'empty' && (
        <p className="wob-sticker-keyboard__state" role="status">
          {t('spec.noStickersFound')}
        </p>
      )}
      {loaded.status === 'ready' && (
        <Tabs
          className="wob-sticker-keyboard__tabs"
          label={t('stickers.sets')}
          defaultSelectedKey={loaded.sets[0]?.name}
          items={loaded.sets.map((set) => ({
            id: set.name,
            label: (
              <>
                <img
                  className="wob-sticker-keyboard__tab-icon"
                  src={set.stickers[0]?.stickerUrl}
                  alt=""
                  width={28}
                  height={28}
                />
                <span className="wob-visually-hidden">{stickerSetNameOf(t, set.name)}</span>
              </>
            ),
            content: (
              <ul className="wob-sticker-keyboard__grid">
                {set.stickers.map((sticker) => {
                  const name = stickerNameOf(t, sticker.stickerName);
                  return (
                    <li key={sticker.stickerUrl}>
                      <button
                        type="button"
                        className="wob-sticker-keyboard__sticker"
                        aria-label={name}
                        title={name}
                        onClick={() => onPick(sticker)}
                      >
                        <img
                          src={sticker.stickerUrl}
                          alt=""
                          width={64}
                          height={64}
                          loading="lazy"
                        />
                      </button>
                    </li>
                  );
                })}
              </ul>
            ),
          }))}
        />
      )}
    </section>
  );
}

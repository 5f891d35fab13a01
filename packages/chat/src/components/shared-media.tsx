import { Button, Spinner } from '@wob/ui';
import { FileText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, SharedMediaKind, SharedMediaRequest } from '../service/port';
import { useChatStoreApi } from '../store/chat-context';
import { formatBytes } from './format';
import { ImageViewer } from './image-viewer';

/** One tab of shared media, 10 per page with 'Load more'; failures are only logged (spec section 8). */
export function SharedMedia({ uid, kind }: { uid: string; kind: SharedMediaKind }) {
  const { t, i18n } = useTranslation('chat');
  const store = useChatStoreApi();
  const request = useRef<SharedMediaRequest | null>(null);
  const [items, setItems] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready'>('loading');
  const [hasMore, setHasMore] = useState(false);
  const [viewing, setViewing] = useState<{ url: string; name: string } | null>(null);

  const next = async () => {
    request.current ??= store.getState().sharedMedia(uid, kind);
    setStatus('loading');
    try {
      const page = await request.current.fetchNext();
      setItems((shown) => [
        ...shown,
        ...page.filter((item) => !shown.some((known) => known.id === item.id)),
      ]);
      setHasMore(page.length >= 10);
    } catch (error) {
      store.getState().logFailure('shared media could not be loaded', error);
      setHasMore(false);
    }
    setStatus('ready');
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page once per tab
  useEffect(() => {
    void next();
  }, []);

  if (status === 'loading' && items.length === 0) {
    return <Spinner size="sm" label={t('spec.loading')} />;
  }
  if (items.length === 0)
    return <p className="wob-chat-details__empty">{t('spec.noRecordsFound')}</p>;
  return (
    <div className="wob-shared-media">
      <ul className={`wob-shared-media__list wob-shared-media__list--${kind}`}>
        {items.map((item) => {
          const attachment = item.data.attachments?.[0];
          const url = item.data.url ?? attachment?.url ?? '';
          if (kind === 'photos') {
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className="wob-shared-media__photo"
                  aria-label={t('messages.openImage', { name: item.sender.name })}
                  onClick={() => setViewing({ url, name: item.sender.name })}
                >
                  <img src={url} alt="" loading="lazy" />
                </button>
              </li>
            );
          }
          if (kind === 'videos') {
            return (
              <li key={item.id}>
                {/* biome-ignore lint/a11y/useMediaCaption: people's own videos carry no captions */}
                <video
                  src={url}
                  controls
                  preload="metadata"
                  aria-label={t('messages.videoLabel', { name: item.sender.name })}
                />
              </li>
            );
          }
          const size = formatBytes(attachment?.size ?? 0, i18n.language);
          return (
            <li key={item.id}>
              <a
                className="wob-shared-media__file"
                href={url}
                download={attachment?.name}
                target="_blank"
                rel="noopener noreferrer"
              >
                <FileText aria-hidden="true" />
                <span>{attachment?.name}</span>
                <span className="wob-shared-media__size">
                  {t(`sizes.${size.unit}`, { value: size.value })}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <Button
          variant="ghost"
          size="sm"
          isLoading={status === 'loading'}
          onClick={() => void next()}
        >
          {t('details.loadMore')}
        </Button>
      )}
      <ImageViewer image={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}

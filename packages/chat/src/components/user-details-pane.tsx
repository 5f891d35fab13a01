import { Button, ConfirmDialog, Spinner, Tabs } from '@wob/ui';
import { Ban, FileText, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, SharedMediaKind, SharedMediaRequest } from '../service/port';
import { useChatStoreApi } from '../store/chat-context';
import { ChatAvatar } from './chat-avatar';
import { useOpenChatUser } from './chat-header';
import { formatBytes } from './format';
import { ImageViewer } from './image-viewer';

export interface UserDetailsPaneProps {
  id: string;
  titleId: string;
  onClose: () => void;
}

/**
 * The user details pane (spec chat section 2): the person, 'View Profile', Options with Block
 * user or Unblock user, and the shared media in Photos, Videos and Documents tabs, 10 per page.
 */
export function UserDetailsPane({ id, titleId, onClose }: UserDetailsPaneProps) {
  const { t } = useTranslation('chat');
  const store = useChatStoreApi();
  const { user, status, openProfile } = useOpenChatUser();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!user) return null;

  const unblock = async () => {
    setBusy(true);
    await store.getState().unblock(user.uid);
    setBusy(false);
  };

  return (
    <section id={id} className="wob-chat-details" aria-labelledby={titleId}>
      <header className="wob-chat-details__header">
        <h2 id={titleId} className="wob-chat-details__title" tabIndex={-1}>
          {t('details.title')}
        </h2>
        <button
          type="button"
          className="wob-icon-button"
          aria-label={t('details.close')}
          onClick={onClose}
        >
          <X aria-hidden="true" />
        </button>
      </header>
      <div className="wob-chat-details__body">
        <div className="wob-chat-details__person">
          <ChatAvatar user={user} size="xl" />
          <p className="wob-chat-details__name">{user.name}</p>
          {status && <p className="wob-chat-details__status">{status}</p>}
          <Button variant="secondary" size="sm" onClick={openProfile}>
            {t('details.viewProfile')}
          </Button>
        </div>
        <section className="wob-chat-details__section" aria-labelledby={`${id}-options`}>
          <h3 id={`${id}-options`} className="wob-chat-details__heading">
            {t('details.options')}
          </h3>
          {user.blockedByMe ? (
            <button
              type="button"
              className="wob-chat-details__link"
              onClick={() => void unblock()}
              disabled={busy}
            >
              <Ban aria-hidden="true" />
              {t('details.unblock')}
            </button>
          ) : (
            <button
              type="button"
              className="wob-chat-details__link wob-chat-details__link--danger"
              onClick={() => setAsking(true)}
            >
              <Ban aria-hidden="true" />
              {t('details.block')}
            </button>
          )}
        </section>
        <section className="wob-chat-details__section" aria-labelledby={`${id}-media`}>
          <h3 id={`${id}-media`} className="wob-chat-details__heading">
            {t('details.media')}
          </h3>
          <Tabs
            label={t('details.media')}
            className="wob-chat-details__tabs"
            items={(['photos', 'videos', 'documents'] as const).map((kind) => ({
              id: kind,
              label: t(`details.${kind}`),
              content: <SharedMedia key={`${user.uid}-${kind}`} uid={user.uid} kind={kind} />,
            }))}
          />
        </section>
      </div>
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={t('details.blockTitle', { name: user.name })}
        message={t('details.blockMessage')}
        confirmLabel={t('details.blockConfirm')}
        cancelLabel={t('details.cancel')}
        destructive
        onConfirm={async () => {
          if (!(await store.getState().block(user.uid))) throw new Error('not blocked');
        }}
      />
    </section>
  );
}

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

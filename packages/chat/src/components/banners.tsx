import { Button } from '@wob/ui';
import { Ban, Heart, MailQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useChatStore, useChatStoreApi } from '../store/chat-context';
import { requestBannerOf } from '../store/request';

/**
 * The message-request banner (spec chat section 4): Accept Message and Reject & Block when the
 * other person's request waits for the caller, Like Back when only they liked, nothing when
 * either side blocked.
 */
export function RequestBanner() {
  const { t } = useTranslation('chat');
  const store = useChatStoreApi();
  const request = useChatStore((state) => state.open?.request ?? null);
  const name = useChatStore((state) => state.open?.user.name ?? '');
  const banner = requestBannerOf(request?.state ?? null);
  if (!request || banner === 'none') return null;
  const busy = request.busy;
  if (banner === 'accept') {
    return (
      <section className="wob-chat-banner wob-chat-banner--request" aria-label={t('request.label')}>
        <MailQuestion className="wob-chat-banner__icon" aria-hidden="true" />
        <div className="wob-chat-banner__text">
          <p className="wob-chat-banner__title">{t('request.title', { name })}</p>
          <p>{t('request.text')}</p>
        </div>
        <div className="wob-chat-banner__actions">
          <Button
            variant="danger"
            size="sm"
            isLoading={busy === 'reject'}
            disabled={busy !== null && busy !== 'reject'}
            onClick={() => void store.getState().rejectAndBlock()}
          >
            {t('request.reject')}
          </Button>
          <Button
            size="sm"
            isLoading={busy === 'accept'}
            disabled={busy !== null && busy !== 'accept'}
            onClick={() => void store.getState().acceptRequest()}
          >
            {t('request.accept')}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section className="wob-chat-banner wob-chat-banner--like" aria-label={t('request.label')}>
      <Heart className="wob-chat-banner__icon" aria-hidden="true" />
      <div className="wob-chat-banner__text">
        <p className="wob-chat-banner__title">{t('request.likeTitle', { name })}</p>
        <p>{t('request.likeText')}</p>
      </div>
      <div className="wob-chat-banner__actions">
        <Button
          size="sm"
          isLoading={busy === 'like'}
          onClick={() => void store.getState().likeBack()}
        >
          {t('request.likeBack')}
        </Button>
      </div>
    </section>
  );
}

/** Blocked by me (spec chat section 6): the composer is disabled under this banner. */
export function BlockedBanner() {
  const { t } = useTranslation('chat');
  const store = useChatStoreApi();
  const user = useChatStore((state) => state.open?.user ?? null);
  if (!user?.blockedByMe) return null;
  return (
    <section className="wob-chat-banner wob-chat-banner--blocked" role="status">
      <Ban className="wob-chat-banner__icon" aria-hidden="true" />
      <p className="wob-chat-banner__text">{t('blocked.byMe', { name: user.name })}</p>
      <div className="wob-chat-banner__actions">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void store.getState().unblock(user.uid)}
        >
          {t('blocked.unblock')}
        </Button>
      </div>
    </section>
  );
}

/** The other person blocked me: this replaces the composer (spec chat section 5). */
export function HasBlockedMeNotice() {
  const { t } = useTranslation('chat');
  return (
    <p className="wob-chat-blocked-me" role="status">
      <Ban aria-hidden="true" />
      {t('spec.hasBlockedMe')}
    </p>
  );
}

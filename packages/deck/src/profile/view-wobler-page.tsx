import type { WoblerCard } from '@wob/api';
import { useSessionStore } from '@wob/auth';
import { countryName, isLocale } from '@wob/i18n';
import {
  Button,
  buttonClassName,
  Card,
  ConfirmDialog,
  cx,
  EmptyState,
  ErrorState,
  Skeleton,
  usePageTitle,
} from '@wob/ui';
import {
  ArrowLeft,
  Ban,
  Bookmark,
  BookmarkCheck,
  Flag,
  Heart,
  HeartHandshake,
  MessageCircle,
  SearchX,
  ShieldCheck,
  UserMinus,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useDeckStore, useDeckStoreApi } from '../deck/deck-context';
import { MatchDialog } from '../deck/match-dialog';
import { ALL_WOBLERS_PATH, CHAT_PATH, selectForChat } from '../deck/paths';
import { SharedBubbles, WoblerFacts, WoblerImage } from '../deck/wobler-parts';
import { ReportWoblerDialog } from '../report/report-wobler-dialog';

/** Whether the browser can go back within the app (React Router's `history.state.idx`). */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return false;
  return typeof state.idx === 'number' && state.idx > 0;
}

function BackLink() {
  const { t } = useTranslation('deck');
  const navigate = useNavigate();
  if (canGoBack()) {
    return (
      <button type="button" className="wob-icon-link" onClick={() => navigate(-1)}>
        <ArrowLeft aria-hidden="true" />
        {t('profile.back')}
      </button>
    );
  }
  return (
    <Link to={ALL_WOBLERS_PATH} className="wob-icon-link">
      <ArrowLeft aria-hidden="true" />
      {t('profile.toDeck')}
    </Link>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation('deck');
  return (
    <Card padding="none" className="wob-profile" aria-busy="true">
      <p className="wob-visually-hidden" role="status">
        {t('profile.loading')}
      </p>
      <div className="wob-profile__media">
        <Skeleton shape="rect" className="wob-profile__image" />
      </div>
      <div className="wob-profile__main">
        <Skeleton width="60%" height={32} />
        <Skeleton width="45%" />
        <div className="wob-profile__actions">
          <Skeleton shape="rect" width={120} height={44} />
          <Skeleton shape="rect" width={110} height={44} />
        </div>
        <Skeleton lines={3} />
      </div>
    </Card>
  );
}

type Confirming = 'block' | 'remove-connection' | null;

/** The profile itself, with what the caller can do. */
function Profile({ wobler }: { wobler: WoblerCard }) {
  const { t, i18n } = useTranslation('deck');
  const navigate = useNavigate();
  const store = useDeckStoreApi();
  const busy = useDeckStore((state) => state.profile.busy);
  const me = useSessionStore((state) => state.user);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [reporting, setReporting] = useState(false);
  const [match, setMatch] = useState<WoblerCard | null>(null);
  const { relation } = wobler;
  const locale = isLocale(i18n.language) ? i18n.language : 'da';
  const country = wobler.country ? countryName(wobler.country, locale) : undefined;
  const place = [wobler.city, country].filter(Boolean).join(', ') || null;

  const like = async () => {
    const result = await store.getState().likeProfile();
    if (result.ok && result.matched) setMatch(store.getState().profile.wobler);
  };
  const message = (who: WoblerCard) => {
    selectForChat(who);
    navigate(CHAT_PATH);
  };
  // A rejection keeps the question open; the store has toasted what failed.
  const confirmed = async (action: () => Promise<{ ok: boolean }>) => {
    const result = await action();
    if (!result.ok) throw new Error('refused');
  };

  const likeLabel = relation.isMatched
    ? t('profile.connected')
    : relation.liked
      ? t('profile.liked')
      : t('profile.like');

  return (
    <Card as="article" padding="none" className="wob-profile" aria-labelledby="wob-profile-name">
      <div className="wob-profile__media">
        <WoblerImage wobler={wobler} className="wob-profile__image" />
      </div>
      <div className="wob-profile__main">
        <div className="wob-profile__heading">
          <h1 id="wob-profile-name" className="wob-profile__name">
            {t('wobler.nameAge', { name: wobler.name, age: wobler.age })}
          </h1>
          {relation.isMatched && (
            <span className="wob-profile__badge">
              <HeartHandshake aria-hidden="true" />
              {t('profile.connectedBadge')}
            </span>
          )}
        </div>
        <WoblerFacts wobler={{ ...wobler, city: place }} className="wob-profile__facts" />

        <div className="wob-profile__actions">
          <Button
            icon={
              relation.isMatched ? (
                <HeartHandshake aria-hidden="true" />
              ) : (
                <Heart aria-hidden="true" />
              )
            }
            onClick={like}
            isLoading={busy === 'like'}
            disabled={relation.liked || relation.isMatched || (busy !== null && busy !== 'like')}
            className={cx(relation.liked && 'wob-profile__liked')}
          >
            {likeLabel}
          </Button>
          <Button
            variant="secondary"
            icon={
              relation.saved ? (
                <BookmarkCheck aria-hidden="true" />
              ) : (
                <Bookmark aria-hidden="true" />
              )
            }
            aria-pressed={relation.saved}
            isLoading={busy === 'save' || busy === 'unsave'}
            disabled={busy !== null && busy !== 'save' && busy !== 'unsave'}
            onClick={() =>
              void (relation.saved
                ? store.getState().unsaveProfile()
                : store.getState().saveProfile())
            }
          >
            {relation.saved ? t('profile.saved') : t('profile.save')}
          </Button>
          <Button
            variant={relation.isMatched ? 'primary' : 'secondary'}
            icon={<MessageCircle aria-hidden="true" />}
            disabled={!wobler.canMessage}
            aria-describedby={wobler.canMessage ? undefined : 'wob-profile-message-off'}
            onClick={() => message(wobler)}
          >
            {t('profile.message')}
          </Button>
        </div>
        {!wobler.canMessage && (
          <p id="wob-profile-message-off" className="wob-profile__note">
            {t('profile.messageOff', { name: wobler.name })}
          </p>
        )}

        {wobler.about.trim() !== '' && (
          <section className="wob-profile__section" aria-labelledby="wob-profile-about">
            <h2 id="wob-profile-about" className="wob-section-label">
              {t('profile.about')}
            </h2>
            <p className="wob-profile__about">{wobler.about}</p>
          </section>
        )}

        <section className="wob-profile__section" aria-labelledby="wob-profile-bubbles">
          <h2 id="wob-profile-bubbles" className="wob-section-label">
            {t('wobler.sharedBubbles')}
          </h2>
          {wobler.sharedBubbles.length > 0 ? (
            <SharedBubbles bubbles={wobler.sharedBubbles} linked />
          ) : (
            <p className="wob-profile__note">{t('profile.noShared')}</p>
          )}
        </section>

        <div className="wob-profile__safety">
          {relation.isMatched && (
            <Button
              variant="ghost"
              size="sm"
              icon={<UserMinus aria-hidden="true" />}
              disabled={busy !== null}
              onClick={() => setConfirming('remove-connection')}
            >
              {t('profile.removeConnection')}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            icon={<Flag aria-hidden="true" />}
            disabled={relation.reported}
            onClick={() => setReporting(true)}
          >
            {relation.reported ? t('profile.reported') : t('profile.report')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="wob-profile__block"
            icon={<Ban aria-hidden="true" />}
            disabled={busy !== null}
            onClick={() => setConfirming('block')}
          >
            {t('profile.block')}
          </Button>
        </div>
      </div>

      <ConfirmDialog
        title={t('profile.blockConfirm.title', { name: wobler.name })}
        message={t('profile.blockConfirm.message')}
        confirmLabel={t('profile.blockConfirm.confirm')}
        cancelLabel={t('profile.blockConfirm.cancel')}
        isOpen={confirming === 'block'}
        onOpenChange={(open) => setConfirming(open ? 'block' : null)}
        onConfirm={() => confirmed(() => store.getState().blockProfile())}
        destructive
      />
      <ConfirmDialog
        title={t('profile.removeConfirm.title')}
        message={t('profile.removeConfirm.message')}
        confirmLabel={t('profile.removeConfirm.confirm')}
        cancelLabel={t('profile.removeConfirm.cancel')}
        isOpen={confirming === 'remove-connection'}
        onOpenChange={(open) => setConfirming(open ? 'remove-connection' : null)}
        onConfirm={() => confirmed(() => store.getState().removeConnection())}
        destructive
      />
      <ReportWoblerDialog wobler={reporting ? wobler : null} onClose={() => setReporting(false)} />
      <MatchDialog
        wobler={match}
        me={me ? { _id: me._id, name: me.name, avatar: me.avatar } : null}
        onClose={() => setMatch(null)}
        onMessage={(who) => {
          setMatch(null);
          message(who);
        }}
      />
    </Card>
  );
}

/** The blocked state: nothing of the profile, and the way to undo it. */
function Blocked({ wobler }: { wobler: WoblerCard }) {
  const { t } = useTranslation('deck');
  const store = useDeckStoreApi();
  const busy = useDeckStore((state) => state.profile.busy);
  return (
    <EmptyState
      icon={<ShieldCheck aria-hidden="true" />}
      title={t('profile.blockedTitle', { name: wobler.name })}
      text={t('profile.blockedText')}
      headingLevel={2}
      role="status"
      action={
        <Button
          variant="secondary"
          isLoading={busy === 'unblock'}
          onClick={() => void store.getState().unblockProfile()}
        >
          {t('profile.unblock')}
        </Button>
      }
    />
  );
}

/**
 * /view-wobler/{id} (spec section 2): another Wobler's profile as their privacy
 * settings allow (a hidden field is not shown at all), with like, save, message, report,
 * block and — for a connection — remove connection after the spec's confirmation.
 */
export function ViewWoblerPage() {
  const { t } = useTranslation('deck');
  const { id = '' } = useParams();
  const store = useDeckStoreApi();
  const status = useDeckStore((state) => state.profile.status);
  const wobler = useDeckStore((state) => (state.profile.id === id ? state.profile.wobler : null));

  usePageTitle(wobler ? wobler.name : t('profile.pageTitle'));

  useEffect(() => {
    void store.getState().openProfile(id);
  }, [store, id]);

  let body: ReactNode;
  if (status === 'not-found') {
    body = (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        title={t('profile.notFoundTitle')}
        text={t('profile.notFoundText')}
        action={
          <Link to={ALL_WOBLERS_PATH} className={buttonClassName('primary', 'md')}>
            {t('profile.toDeck')}
          </Link>
        }
      />
    );
  } else if (status === 'error') {
    body = (
      <ErrorState
        message={t('profile.loadError')}
        retryLabel={t('retry')}
        onRetry={() => void store.getState().openProfile(id)}
      />
    );
  } else if (status !== 'ready' || !wobler) {
    body = <ProfileSkeleton />;
  } else if (wobler.relation.blockedByMe) {
    body = <Blocked wobler={wobler} />;
  } else {
    body = <Profile wobler={wobler} />;
  }

  return (
    <div className="wob-page wob-profile-page">
      {status !== 'not-found' && <BackLink />}
      {body}
    </div>
  );
}

/** The route's lazy export (react-router's `lazy`). */
export const Component = ViewWoblerPage;

import { ApiError, type BubbleMember, type BubbleTile } from '@wob/api';
import { useSessionStore } from '@wob/auth';
import {
  Avatar,
  Button,
  buttonClassName,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  intlLocaleOf,
  Skeleton,
  Tabs,
  usePageTitle,
} from '@wob/ui';
import { Check, ShieldCheck, ShieldOff, Sparkles, UserMinus, UserX, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PREMIUM_LINK } from '../pages/bubble-settings-page';
import { useModerationStore, useModerationStoreApi } from './moderation-context';
import {
  BubbleBanner,
  ModerationError,
  ModerationLoading,
  ModerationNotFound,
} from './moderation-parts';
import { canKickOut, canSetModerator, isModerator } from './moderation-rules';
import type { MemberList, MemberTab } from './moderation-types';

/** 'Joined 1 Oct 2026' in the reader's language, dated as the board dates its comments. */
function useJoinedDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(intlLocaleOf(i18n.language), { dateStyle: 'medium' });
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
}

interface MemberRowProps {
  member: BubbleMember;
  tab: MemberTab;
  bubble: BubbleTile;
  userId: string | null;
  busy: boolean;
  onKickOut: (member: BubbleMember) => void;
}

/** One person: avatar, name, role, since when; the actions the caller may take. */
function MemberRow({ member, tab, bubble, userId, busy, onKickOut }: MemberRowProps) {
  const { t } = useTranslation('moderation');
  const store = useModerationStoreApi();
  const formatDate = useJoinedDate();
  const date = formatDate(member.joinedAt);
  const isSelf = member._id === userId;
  const kick = tab === 'active' && canKickOut(bubble, member, userId);
  const moderatorToggle = tab === 'active' && canSetModerator(bubble, member);
  const actions = t('members.actions', { name: member.name });

  return (
    <li className="wob-member">
      <Avatar
        name={member.name}
        src={member.avatar || null}
        colorId={member._id}
        size="md"
        decorative
      />
      <div className="wob-member__text">
        <p className="wob-member__name">
          {member.name}
          {isSelf && <span className="wob-member__you"> ({t('members.you')})</span>}
        </p>
        <p className="wob-row__meta">
          {tab === 'active' && (
            <span className={`wob-member__role wob-member__role--${member.role}`}>
              {t(`roles.${member.role}`)}
            </span>
          )}
          {date && (
            <span>
              {tab === 'active' ? t('members.joined', { date }) : t('members.asked', { date })}
            </span>
          )}
        </p>
      </div>
      {(tab === 'pending' || kick || moderatorToggle) && (
        // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
        <div className="wob-member__actions" role="group" aria-label={actions}>
          {tab === 'pending' ? (
            <>
              <Button
                size="sm"
                icon={<Check size={16} />}
                disabled={busy}
                onClick={() => void store.getState().approve(member._id)}
                aria-label={`${t('members.approve')}: ${member.name}`}
              >
                {t('members.approve')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                icon={<UserX size={16} />}
                disabled={busy}
                onClick={() => void store.getState().kickOut(member._id, 'pending')}
                aria-label={`${t('members.decline')}: ${member.name}`}
              >
                {t('members.decline')}
              </Button>
            </>
          ) : (
            <>
              {moderatorToggle && (
                <Button
                  size="sm"
                  variant="secondary"
                  icon={
                    member.role === 'moderator' ? (
                      <ShieldOff size={16} />
                    ) : (
                      <ShieldCheck size={16} />
                    )
                  }
                  disabled={busy}
                  onClick={() =>
                    void store.getState().setModerator(member._id, member.role !== 'moderator')
                  }
                  aria-label={`${
                    member.role === 'moderator'
                      ? t('members.removeModerator')
                      : t('members.makeModerator')
                  }: ${member.name}`}
                >
                  {member.role === 'moderator'
                    ? t('members.removeModerator')
                    : t('members.makeModerator')}
                </Button>
              )}
              {kick && (
                <Button
                  size="sm"
                  variant="ghost"
                  icon={<UserMinus size={16} />}
                  disabled={busy}
                  onClick={() => onKickOut(member)}
                  aria-label={`${t('members.kickOut')}: ${member.name}`}
                >
                  {t('members.kickOut')}
                </Button>
              )}
            </>
          )}
        </div>
      )}
    </li>
  );
}

function ListSkeleton() {
  return (
    <div className="wob-member-list" aria-busy="true">
      {[0, 1, 2].map((key) => (
        <div key={key} className="wob-member">
          <Skeleton shape="circle" width={40} height={40} />
          <Skeleton width="50%" />
        </div>
      ))}
    </div>
  );
}

interface MemberPanelProps {
  tab: MemberTab;
  list: MemberList;
  bubble: BubbleTile;
  userId: string | null;
  onKickOut: (member: BubbleMember) => void;
}

function MemberPanel({ tab, list, bubble, userId, onKickOut }: MemberPanelProps) {
  const { t } = useTranslation('moderation');
  const store = useModerationStoreApi();
  const busy = useModerationStore((state) => state.busy);

  if (list.status === 'error') {
    return (
      <ErrorState
        message={t('members.loadError')}
        retryLabel={t('page.retry')}
        onRetry={() => void store.getState().loadMembers()}
        headingLevel={3}
      />
    );
  }
  if (list.status !== 'ready') return <ListSkeleton />;
  if (list.docs.length === 0) {
    return (
      <EmptyState
        icon={<Users aria-hidden="true" />}
        title={tab === 'active' ? t('members.emptyActive') : t('members.emptyPending')}
        text={tab === 'pending' ? t('members.emptyPendingText') : undefined}
        headingLevel={3}
      />
    );
  }
  return (
    <>
      <ul className="wob-member-list">
        {list.docs.map((member) => (
          <MemberRow
            key={member._id}
            member={member}
            tab={tab}
            bubble={bubble}
            userId={userId}
            busy={busy.includes(member._id)}
            onKickOut={onKickOut}
          />
        ))}
      </ul>
      {(list.hasMore || list.more === 'error') && (
        <div className="wob-list-more">
          {list.more === 'error' && (
            <p className="wob-list-more__error" role="alert">
              {t('members.loadMoreError')}
            </p>
          )}
          <Button
            variant="secondary"
            onClick={() => void store.getState().loadMore(tab)}
            isLoading={list.more === 'loading'}
            loadingLabel={t('members.loadingMore')}
          >
            {list.more === 'error' ? t('page.retry') : t('members.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * An owner or moderator without premium: the server answers the lists 403, so the page says
 * 'Access Denied' (spec section 2) — and, since premium is what opens it, who waits and the
 * way to premium.
 */
function PremiumInvitation({ bubble }: { bubble: BubbleTile }) {
  const { t } = useTranslation('moderation');
  const waiting = bubble.members.pending ?? 0;
  return (
    <Card padding="lg" className="wob-moderation-invite">
      <Sparkles aria-hidden="true" className="wob-moderation-invite__icon" />
      <h2 className="wob-moderation-invite__title">{t('common:accessDenied')}</h2>
      <p className="wob-moderation-invite__lead">{t('members.upsellTitle')}</p>
      <p className="wob-moderation-invite__waiting">{t('members.waiting', { count: waiting })}</p>
      <p>{t('members.upsellText')}</p>
      <Link to={PREMIUM_LINK} className={buttonClassName('primary', 'md')}>
        {t('page.upgrade')}
      </Link>
    </Card>
  );
}

function Members({ bubble, userId }: { bubble: BubbleTile; userId: string | null }) {
  const { t } = useTranslation('moderation');
  const store = useModerationStoreApi();
  const active = useModerationStore((state) => state.active);
  const pending = useModerationStore((state) => state.pending);
  const [kicking, setKicking] = useState<BubbleMember | null>(null);
  // Moderators mostly come to answer requests: open Pending when someone waits, or when the
  // address asks for it (`?tab=pending`, the bell's link to a join request).
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<MemberTab>(() =>
    searchParams.get('tab') === 'pending' || (bubble.members.pending ?? 0) > 0
      ? 'pending'
      : 'active',
  );

  useEffect(() => {
    if (store.getState().active.status === 'idle') void store.getState().loadMembers();
  }, [store]);

  if (active.status === 'not-found' || pending.status === 'not-found') return null;
  if (active.status === 'forbidden' || pending.status === 'forbidden') {
    // The premium gate (premium ended meanwhile). A role taken back meanwhile reaches the
    // page through the live tile, which then shows 'Access Denied'.
    return <PremiumInvitation bubble={bubble} />;
  }

  const label = (name: string, list: MemberList) =>
    list.status === 'ready' ? t('members.count', { label: name, count: list.total }) : name;

  return (
    <>
      <Tabs
        label={t('members.tabs')}
        selectedKey={tab}
        onSelectionChange={(key) => setTab(key === 'pending' ? 'pending' : 'active')}
        className="wob-member-tabs"
        items={[
          {
            id: 'active',
            label: label(t('members.active'), active),
            content: (
              <MemberPanel
                tab="active"
                list={active}
                bubble={bubble}
                userId={userId}
                onKickOut={setKicking}
              />
            ),
          },
          {
            id: 'pending',
            label: label(t('members.pending'), pending),
            content: (
              <MemberPanel
                tab="pending"
                list={pending}
                bubble={bubble}
                userId={userId}
                onKickOut={setKicking}
              />
            ),
          },
        ]}
      />
      <ConfirmDialog
        isOpen={kicking !== null}
        onOpenChange={(open) => {
          if (!open) setKicking(null);
        }}
        title={kicking ? t('members.kickOutTitle', { name: kicking.name }) : ''}
        message={t('members.kickOutText')}
        confirmLabel={t('members.yes')}
        cancelLabel={t('members.no')}
        destructive
        onConfirm={() => {
          // The row leaves at once and a toast tells the outcome; a refusal puts it back.
          if (kicking) void store.getState().kickOut(kicking._id, 'active');
        }}
      />
    </>
  );
}

/** A 403 for the route's error boundary, which shows the app's 'Access Denied'. */
function accessDenied(): ApiError {
  return new ApiError({ status: 403, statusText: 'Forbidden' });
}

/**
 * /bubble_members/{id} (spec section 2, 'Member list with Active and Pending tabs'): for an
 * active owner or moderator with premium, both lists with approve, decline, kick out and (for
 * the owner) moderators; live while open. Without premium: how many wait, and the way to
 * premium. Whoever may see the Bubble but does not moderate it gets 'Access Denied' (the
 * server's 403); whoever may not see it, the 404 state (the server's 404).
 */
export function BubbleMembersPage() {
  const { t } = useTranslation('moderation');
  const { id = '' } = useParams();
  const store = useModerationStoreApi();
  const status = useModerationStore((state) => state.status);
  const bubble = useModerationStore((state) => state.bubble);
  const canSeeContent = useModerationStore((state) => state.canSeeContent);
  const listGone = useModerationStore(
    (state) => state.active.status === 'not-found' || state.pending.status === 'not-found',
  );
  const userId = useSessionStore((state) => state.user?._id ?? null);
  const isPremium = useSessionStore((state) => state.user?.premium?.isPremium ?? false);
  usePageTitle(bubble ? t('members.pageTitle', { name: bubble.name }) : t('members.title'));

  useEffect(() => {
    void store.getState().open(id, userId);
    return () => store.getState().close();
  }, [store, id, userId]);

  if (status === 'not-found' || listGone || (status === 'ready' && !canSeeContent)) {
    return <ModerationNotFound />;
  }
  // Someone who may see the Bubble but does not moderate it: the server answers the lists
  // 403, and so does the page, with the app's 'Access Denied' (spec section 2).
  if (status === 'ready' && !isModerator(bubble)) throw accessDenied();
  if (status === 'error') {
    return <ModerationError onRetry={() => void store.getState().open(id, userId)} />;
  }
  if (status !== 'ready' || !bubble) return <ModerationLoading rows={3} />;

  return (
    <div className="wob-page wob-page--narrow wob-moderation">
      <BubbleBanner bubble={bubble} page={t('members.title')} />
      {isPremium ? (
        <Members bubble={bubble} userId={userId} />
      ) : (
        <PremiumInvitation bubble={bubble} />
      )}
    </div>
  );
}

/** The route's lazy export (react-router's `lazy`). */
export const Component = BubbleMembersPage;

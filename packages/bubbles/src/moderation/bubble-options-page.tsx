import type { BubbleTile } from '@wob/api';
import { useSessionStore } from '@wob/auth';
import { Badge, Button, Card, ConfirmDialog, Switch, usePageTitle } from '@wob/ui';
import {
  BarChart3,
  ChevronRight,
  LogOut,
  MessagesSquare,
  Pencil,
  Plus,
  Sparkles,
  Trash2,
  Users,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { BubbleDialog } from '../components/bubble-dialog/bubble-dialog';
import { bubblePath } from '../pages/bubble-actions';
import { PREMIUM_LINK } from '../pages/bubble-settings-page';
import { useBubblesStore } from '../store/bubbles-context';
import { useModerationStore, useModerationStoreApi } from './moderation-context';
import { bubblePollsPath, createPollPath } from '../polls/poll-paths';
import {
  BubbleBanner,
  ModerationError,
  ModerationLoading,
  ModerationNotFound,
  membersPath,
  PremiumNote,
} from './moderation-parts';
import { isModerator } from './moderation-rules';

/** Where a deleted Bubble's owner lands (spec section 2). */
export const AFTER_DELETE_PATH = '/choose-bubble';

interface OptionRowProps {
  icon: ReactNode;
  label: string;
  hint?: string;
  /** Right of the label: a count badge or the premium mark. */
  aside?: ReactNode;
  tone?: 'danger';
}

function OptionBody({ icon, label, hint, aside }: OptionRowProps) {
  return (
    <>
      <span className="wob-icon-circle wob-option__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="wob-option__text">
        <span className="wob-option__label">{label}</span>
        {hint && <span className="wob-option__hint">{hint}</span>}
      </span>
      {aside}
      <ChevronRight className="wob-row__chevron" aria-hidden="true" />
    </>
  );
}

/** One option that opens another page. */
function OptionLink({ to, ...row }: OptionRowProps & { to: string }) {
  return (
    <li>
      <Link to={to} className="wob-option">
        <OptionBody {...row} />
      </Link>
    </li>
  );
}

/** One option that acts here (opens a dialog). */
function OptionButton({ onPress, tone, ...row }: OptionRowProps & { onPress: () => void }) {
  return (
    <li>
      <AriaButton
        onPress={onPress}
        className={tone === 'danger' ? 'wob-option wob-option--danger' : 'wob-option'}
      >
        <OptionBody {...row} />
      </AriaButton>
    </li>
  );
}

function PremiumMark() {
  const { t } = useTranslation('moderation');
  return (
    <span className="wob-moderation-premium">
      <Sparkles aria-hidden="true" />
      {t('page.premium')}
    </span>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `wob-options-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="wob-moderation-section" aria-labelledby={id}>
      <h2 id={id} className="wob-section-label wob-moderation-section__title">
        {title}
      </h2>
      <Card padding="none" className="wob-moderation-section__card">
        {children}
      </Card>
    </section>
  );
}

function Options({ bubble }: { bubble: BubbleTile }) {
  const { t } = useTranslation('moderation');
  const navigate = useNavigate();
  const moderation = useModerationStoreApi();
  const switching = useModerationStore((state) => state.switchingVisibility);
  const isPremium = useSessionStore((state) => state.user?.premium?.isPremium ?? false);
  const busy = useBubblesStore((state) => state.busy.includes(bubble._id));
  const setNotifications = useBubblesStore((state) => state.setNotifications);
  const remove = useBubblesStore((state) => state.remove);
  const edit = useBubblesStore((state) => state.edit);
  const deleteBubble = useBubblesStore((state) => state.deleteBubble);
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'leave' | null>(null);

  const { status, role, notify } = bubble.membership;
  const member = status === 'active';
  const owner = member && role === 'owner';
  const manager = isModerator(bubble);
  const pending = bubble.members.pending ?? 0;

  return (
    <>
      <Section title={t('options.content')}>
        <ul className="wob-option-list">
          <OptionLink
            to={bubblePollsPath(bubble._id)}
            icon={<BarChart3 />}
            label={t('options.polls')}
            hint={t('options.pollsHint')}
          />
          {member &&
            (isPremium ? (
              <OptionLink
                to={createPollPath(bubble._id)}
                icon={<Plus />}
                label={t('options.createPoll')}
                hint={t('options.createPollHint')}
              />
            ) : (
              <OptionLink
                to={PREMIUM_LINK}
                icon={<Plus />}
                label={t('options.createPoll')}
                hint={t('options.createPollPremium')}
                aside={<PremiumMark />}
              />
            ))}
          <OptionLink
            to={bubblePath(bubble)}
            icon={<MessagesSquare />}
            label={t('options.board')}
            hint={t('options.boardHint')}
          />
        </ul>
      </Section>

      {manager && (
        <Section title={t('options.moderation')}>
          <ul className="wob-option-list">
            <OptionLink
              to={membersPath(bubble._id)}
              icon={<Users />}
              label={t('options.members')}
              hint={t('options.membersHint')}
              aside={
                <Badge
                  count={pending}
                  max={99}
                  label={t('header.pending', { count: pending })}
                  className="wob-option__badge"
                />
              }
            />
          </ul>
          <div className="wob-option-block">
            <Switch
              isSelected={bubble.privateBubble}
              isDisabled={switching}
              onChange={(on) => void moderation.getState().setPrivate(on)}
              description={
                bubble.privateBubble ? t('options.privateHint') : t('options.publicHint')
              }
            >
              {t('options.visibility')}
            </Switch>
          </div>
        </Section>
      )}

      {member && (
        <Section title={t('options.membership')}>
          <div className="wob-option-block">
            <Switch
              isSelected={isPremium && notify}
              isDisabled={!isPremium || busy}
              onChange={async (on) => {
                const result = await setNotifications(bubble._id, on);
                if (result.ok && result.bubble) moderation.getState().setBubble(result.bubble);
              }}
              description={t('options.notificationsHint')}
            >
              {t('options.notifications')}
            </Switch>
            {!isPremium && <PremiumNote>{t('options.notificationsUpsell')}</PremiumNote>}
          </div>
          {owner ? (
            <p className="wob-option-block wob-moderation-note">{t('options.ownerNote')}</p>
          ) : (
            <div className="wob-option-block">
              <Button
                variant="secondary"
                icon={<LogOut size={18} />}
                onClick={() => setDialog('leave')}
                isLoading={busy && dialog === 'leave'}
              >
                {t('options.leave')}
              </Button>
            </div>
          )}
        </Section>
      )}

      {owner && (
        <Section title={t('options.owner')}>
          <ul className="wob-option-list">
            <OptionButton
              onPress={() => setDialog('edit')}
              icon={<Pencil />}
              label={t('options.edit')}
              hint={t('options.editHint')}
            />
            <OptionButton
              onPress={() => setDialog('delete')}
              icon={<Trash2 />}
              label={t('options.delete')}
              hint={t('options.deleteHint')}
              tone="danger"
            />
          </ul>
        </Section>
      )}

      <BubbleDialog
        isOpen={dialog === 'edit'}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        bubble={bubble}
        onSubmit={(values) => edit(bubble, values)}
        onSaved={(saved) => moderation.getState().setBubble(saved)}
      />
      <ConfirmDialog
        isOpen={dialog === 'delete'}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        title={t('bubbles:find.deleteTitle', { name: bubble.name })}
        message={t('bubbles:find.deleteText')}
        confirmLabel={t('options.yes')}
        cancelLabel={t('options.no')}
        destructive
        onConfirm={async () => {
          const result = await deleteBubble(bubble._id);
          // A rejection keeps the dialog open; the store has already toasted why.
          if (!result.ok) throw new Error('delete failed');
          navigate(AFTER_DELETE_PATH);
        }}
      />
      <ConfirmDialog
        isOpen={dialog === 'leave'}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        title={t('options.leaveTitle', { name: bubble.name })}
        message={t('options.leaveText')}
        confirmLabel={t('options.yes')}
        cancelLabel={t('options.no')}
        destructive
        onConfirm={async () => {
          const result = await remove(bubble._id);
          if (!result.ok) throw new Error('leave failed');
          // Back to the board, which now offers to join (or hides a private one).
          navigate(bubblePath(result.bubble ?? bubble));
        }}
      />
    </>
  );
}

/**
 * /bubble_options/{id} (spec section 2, 'Options of a Bubble'): the Bubble's options hub,
 * reached from the board. Everyone who may see the content finds the polls; members their
 * group notifications and Leave; owners and moderators the members and the public/private
 * switch (no premium needed); the owner Edit and Delete. A private Bubble one may not see is a 404.
 */
export function BubbleOptionsPage() {
  const { t } = useTranslation('moderation');
  const { id = '' } = useParams();
  const store = useModerationStoreApi();
  const status = useModerationStore((state) => state.status);
  const bubble = useModerationStore((state) => state.bubble);
  const canSeeContent = useModerationStore((state) => state.canSeeContent);
  const userId = useSessionStore((state) => state.user?._id ?? null);
  usePageTitle(bubble ? t('options.pageTitle', { name: bubble.name }) : t('options.title'));

  useEffect(() => {
    void store.getState().open(id, userId);
    return () => store.getState().close();
  }, [store, id, userId]);

  if (status === 'not-found' || (status === 'ready' && !canSeeContent)) {
    return <ModerationNotFound />;
  }
  if (status === 'error') {
    return <ModerationError onRetry={() => void store.getState().open(id, userId)} />;
  }
  if (status !== 'ready' || !bubble) return <ModerationLoading />;

  return (
    <div className="wob-page wob-page--narrow wob-moderation">
      <BubbleBanner bubble={bubble} page={t('options.title')} />
      <Options bubble={bubble} />
    </div>
  );
}

/** The route's lazy export (react-router's `lazy`). */
export const Component = BubbleOptionsPage;

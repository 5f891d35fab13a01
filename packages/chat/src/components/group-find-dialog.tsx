import { useMessage } from '@wob/auth';
import { Button, Dialog, PasswordField, Spinner, TextField } from '@wob/ui';
import { CHAT_CONSTANTS, groupPasswordSchema } from '@wob/validation';
import * as v from 'valibot';
import { Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatGroup } from '../service/port';
import { useChatStoreApi } from '../store/chat-context';
import { ChatAvatar } from './chat-avatar';
import { usePages } from './group-paging';

/**
 * Finding groups (spec chat section 2 leaves how open): the groups one may see — one's own,
 * public and password ones — by name, debounced 500 ms, 30 a page. Open for a member, Join
 * for a public group, and a password prompt for a password group (a wrong password or too
 * many tries is told in the prompt).
 */
export function FindGroupsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('chat');
  const store = useChatStoreApi();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [asking, setAsking] = useState<ChatGroup | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), CHAT_CONSTANTS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [typed]);

  const pages = usePages(
    () => store.getState().findGroups(search || undefined),
    CHAT_CONSTANTS.conversationPage,
    search,
    store.getState().logFailure,
  );

  const choose = async (group: ChatGroup) => {
    if (group.hasJoined) {
      onClose();
      await store.getState().openGroup(group);
      return;
    }
    if (group.type === 'password') {
      setAsking(group);
      return;
    }
    setBusy(group.guid);
    const refused = await store.getState().joinGroup(group.guid);
    setBusy(null);
    if (refused === null) onClose();
  };

  if (asking) {
    return <PasswordPrompt group={asking} onBack={() => setAsking(null)} onJoined={onClose} />;
  }

  return (
    <Dialog
      title={t('groups.join.title')}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      closeLabel={t('groups.join.close')}
      className="wob-chat-group-dialog"
    >
      <TextField label={t('groups.join.search')} type="search" value={typed} onChange={setTyped} />
      <div
        className="wob-chat-group-dialog__scroller"
        ref={pages.scroller}
        onScroll={pages.onScroll}
      >
        {pages.status === 'loading' && <Spinner label={t('spec.loading')} />}
        {pages.status === 'error' && (
          <p className="wob-chat-group-dialog__empty" role="alert">
            {t('spec.error')}
          </p>
        )}
        {pages.status === 'ready' && pages.items.length === 0 && (
          <p className="wob-chat-group-dialog__empty">{t('groups.join.empty')}</p>
        )}
        {pages.items.length > 0 && (
          <ul className="wob-chat-people">
            {pages.items.map((group) => (
              <li key={group.guid} className="wob-chat-people__row">
                <ChatAvatar
                  user={{ uid: group.guid, name: group.name, avatar: group.icon }}
                  size="sm"
                />
                <span className="wob-chat-people__text">
                  <span className="wob-chat-people__name">{group.name}</span>
                  <span className="wob-chat-people__meta">
                    {group.type === 'password' && <Lock aria-hidden="true" />}
                    {t(`groups.types.${group.type}`)} ·{' '}
                    {t('groups.members', { count: group.membersCount })}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant={group.hasJoined ? 'ghost' : 'secondary'}
                  isLoading={busy === group.guid}
                  aria-label={
                    group.hasJoined
                      ? t('groups.join.openLabel', { name: group.name })
                      : t('groups.join.joinLabel', { name: group.name })
                  }
                  onClick={() => void choose(group)}
                >
                  {group.hasJoined ? t('groups.join.open') : t('groups.join.join')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

function PasswordPrompt({
  group,
  onBack,
  onJoined,
}: {
  group: ChatGroup;
  onBack: () => void;
  onJoined: () => void;
}) {
  const { t } = useTranslation('chat');
  const message = useMessage();
  const store = useChatStoreApi();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const join = async () => {
    if (busy) return;
    // The creation form's rule: not blank (its message, translated).
    const checked = v.safeParse(groupPasswordSchema, password);
    if (!checked.success) {
      setError(message(checked.issues[0].message));
      return;
    }
    setBusy(true);
    const refused = await store.getState().joinGroup(group.guid, password);
    setBusy(false);
    if (refused === null) onJoined();
    else setError(refused);
  };

  return (
    <Dialog
      title={t('groups.join.passwordTitle', { name: group.name })}
      isOpen
      onOpenChange={(open) => {
        if (!open && !busy) onBack();
      }}
      closeLabel={t('groups.join.close')}
      className="wob-chat-group-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onBack} disabled={busy}>
            {t('groups.join.cancel')}
          </Button>
          <Button
            type="submit"
            form={`join-${group.guid}`}
            isLoading={busy}
            loadingLabel={t('groups.join.joining')}
          >
            {t('groups.join.submit')}
          </Button>
        </>
      }
    >
      <form
        id={`join-${group.guid}`}
        onSubmit={(event) => {
          event.preventDefault();
          void join();
        }}
        noValidate
      >
        <PasswordField
          label={t('groups.join.password')}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(undefined);
          }}
          errorMessage={error}
          showLabel={t('groups.create.showPassword')}
          hideLabel={t('groups.create.hidePassword')}
          autoComplete="current-password"
          autoFocus
          isRequired
        />
      </form>
    </Dialog>
  );
}

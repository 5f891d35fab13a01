import { Button, Checkbox, Dialog, Spinner, TextField } from '@wob/ui';
import { CHAT_CONSTANTS } from '@wob/validation';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatGroupMember } from '../service/port';
import { useChatStoreApi } from '../store/chat-context';
import { ChatAvatar } from './chat-avatar';
import { useGroup, usePages } from './group-paging';

/** Every page of a members request: who is already in the group or banned is not offered. */
async function everyone(request: {
  fetchNext(): Promise<ChatGroupMember[]>;
}): Promise<Set<string>> {
  const uids = new Set<string>();
  for (;;) {
    const page = await request.fetchNext();
    if (page.length === 0) return uids;
    for (const member of page) uids.add(member.uid);
  }
}

/**
 * The add-members dialog (spec chat sections 2 and 5): title Contacts, a search debounced
 * 500 ms, people 30 a page with checkboxes, and Add ('Adding...' while busy). People already
 * in the group or banned are left out; 'No users found' when none remain, 'Error in loading
 * users' when they could not be loaded. A failed add is only logged (spec section 8).
 */
export function AddMembersDialog({ guid, onClose }: { guid: string; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const store = useChatStoreApi();
  const group = useGroup(guid);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [taken, setTaken] = useState<Set<string> | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), CHAT_CONSTANTS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [typed]);

  useEffect(() => {
    let live = true;
    Promise.all([
      everyone(store.getState().groupMembers(guid)),
      everyone(store.getState().bannedMembers(guid)).catch(() => new Set<string>()),
    ])
      .then(([members, banned]) => {
        if (live) setTaken(new Set([...members, ...banned]));
      })
      .catch((error: unknown) => {
        store.getState().logFailure('members could not be loaded', error);
        if (live) setTaken(new Set());
      });
    return () => {
      live = false;
    };
  }, [store, guid]);

  const pages = usePages(
    () => store.getState().users(search),
    CHAT_CONSTANTS.usersPage,
    search,
    store.getState().logFailure,
  );
  const people = useMemo(
    () => (taken ? pages.items.filter((person) => !taken.has(person.uid)) : []),
    [pages.items, taken],
  );

  useEffect(() => {
    if (!group) onClose();
  }, [group, onClose]);

  const add = async () => {
    if (chosen.size === 0 || busy) return;
    setBusy(true);
    const done = await store.getState().addMembers(guid, [...chosen]);
    setBusy(false);
    if (done) onClose();
  };

  const loading = pages.status === 'loading' || taken === null;
  return (
    <Dialog
      title={t('groups.addMembers.title')}
      isOpen
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      closeLabel={t('groups.addMembers.close')}
      className="wob-chat-group-dialog"
      footer={
        <Button
          onClick={() => void add()}
          disabled={chosen.size === 0}
          isLoading={busy}
          loadingLabel={t('groups.addMembers.adding')}
        >
          {busy ? t('groups.addMembers.adding') : t('groups.addMembers.add')}
        </Button>
      }
    >
      <TextField
        label={t('groups.addMembers.search')}
        type="search"
        value={typed}
        onChange={setTyped}
      />
      <div
        className="wob-chat-group-dialog__scroller"
        ref={pages.scroller}
        onScroll={pages.onScroll}
      >
        {loading && <Spinner label={t('spec.loading')} />}
        {!loading && pages.status === 'error' && (
          <p className="wob-chat-group-dialog__empty" role="alert">
            {t('spec.errorLoadingUsers')}
          </p>
        )}
        {!loading && pages.status === 'ready' && people.length === 0 && (
          <p className="wob-chat-group-dialog__empty">{t('spec.noUsersFound')}</p>
        )}
        {!loading && people.length > 0 && (
          <ul className="wob-chat-people">
            {people.map((person) => (
              <li key={person.uid} className="wob-chat-people__row">
                <ChatAvatar user={person} size="sm" />
                <Checkbox
                  isSelected={chosen.has(person.uid)}
                  onChange={(selected) =>
                    setChosen((current) => {
                      const next = new Set(current);
                      if (selected) next.add(person.uid);
                      else next.delete(person.uid);
                      return next;
                    })
                  }
                >
                  {person.name}
                </Checkbox>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

import { Skeleton } from '@wob/ui';
import { RotateCcw } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatCall, CallService } from '../service/calls/port';
import type { ReceiverType } from '../service/port';
import { useChatClock, useChatStore } from '../store/chat-context';
import { CallIconBadge } from './call-bubble';
import { type CallHistoryRow, callHistoryRow } from './call-history-format';

/** What "Recent calls" needs of the calls (the app's call host provides it). */
export interface CallHistorySource {
  /** Calls are on for this installation (`site.calls.enabled`): else the section is hidden. */
  enabled: boolean;
  service: Pick<CallService, 'callHistory' | 'addCallListener'>;
}

/** Without a provider (calls not mounted) the details panes show no call history. */
export const CallHistoryContext = createContext<CallHistorySource | null>(null);

/** Rows a pane shows. */
export const CALL_HISTORY_LIMIT = 10;

export interface RecentCallsProps {
  /** The pane's id: the heading's id is made from it. */
  id: string;
  /** The other person's uid, or the group's guid. */
  with: string;
  receiverType: ReceiverType;
  /** The person's name, for the empty line ("No calls with Mette yet."). */
  name: string;
}

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; calls: ChatCall[] };

/** Whether a call told by the service is with this person or in this group. */
function concerns(call: ChatCall, other: string, receiverType: ReceiverType): boolean {
  if (receiverType === 'group') return call.receiverType === 'group' && call.receiverId === other;
  return (
    call.receiverType === 'user' && (call.receiverId === other || call.initiator.uid === other)
  );
}

/**
 * "Recent calls" of the user and group details panes: the last calls with that person or in
 * that group, newest first (type, outgoing, incoming or missed, when, how long), missed ones in
 * the danger colour; loading, empty and error states; hidden when calls are off. It reads again
 * when a call with them changes, so a call just ended shows at once.
 */
export function RecentCalls({ id, with: other, receiverType, name }: RecentCallsProps) {
  const source = useContext(CallHistoryContext);
  const { t, i18n } = useTranslation('chat');
  const clock = useChatClock();
  const me = useChatStore((state) => state.session.me?.uid ?? null);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const service = source?.enabled ? source.service : null;

  const load = useCallback(
    (quiet: boolean) => {
      if (!service) return () => undefined;
      let live = true;
      if (!quiet) setLoaded({ status: 'loading' });
      service
        .callHistory({ uid: other, receiverType, limit: CALL_HISTORY_LIMIT })
        .then((calls) => {
          if (live) setLoaded({ status: 'ready', calls });
        })
        .catch(() => {
          if (live) setLoaded({ status: 'error' });
        });
      return () => {
        live = false;
      };
    },
    [service, other, receiverType],
  );

  useEffect(() => {
    if (!service) return;
    const cancels = [load(false)];
    const stop = service.addCallListener({
      onCallUpdated: (call) => {
        if (concerns(call, other, receiverType)) cancels.push(load(true));
      },
    });
    return () => {
      stop();
      for (const cancel of cancels) cancel();
    };
  }, [service, load, other, receiverType]);

  if (!service || !me) return null;
  const headingId = `${id}-calls`;
  let body: React.ReactNode;
  if (loaded.status === 'loading') {
    body = (
      <div className="wob-call-history__loading" aria-busy="true">
        <span className="wob-visually-hidden">{t('calls.history.loading')}</span>
        {[0, 1, 2].map((row) => (
          <span key={row} className="wob-call-history__skeleton">
            <Skeleton shape="circle" width={28} height={28} />
            <Skeleton shape="text" lines={2} />
          </span>
        ))}
      </div>
    );
  } else if (loaded.status === 'error') {
    body = (
      <div className="wob-call-history__error" role="alert">
        <p>{t('calls.history.error')}</p>
        <button type="button" className="wob-chat-details__link" onClick={() => load(false)}>
          <RotateCcw aria-hidden="true" />
          {t('calls.history.retry')}
        </button>
      </div>
    );
  } else if (loaded.calls.length === 0) {
    body = (
      <p className="wob-chat-details__note">
        {receiverType === 'group'
          ? t('calls.history.emptyGroup')
          : t('calls.history.empty', { name })}
      </p>
    );
  } else {
    const rows = loaded.calls.map((call) => callHistoryRow(call, me, t, clock, i18n.language));
    body = (
      <ul className="wob-call-history__list" aria-labelledby={headingId}>
        {rows.map((row) => (
          <CallHistoryItem key={row.sessionId} row={row} group={receiverType === 'group'} />
        ))}
      </ul>
    );
  }
  return (
    <section className="wob-chat-details__section wob-call-history" aria-labelledby={headingId}>
      <h3 id={headingId} className="wob-chat-details__heading">
        {t('calls.history.title')}
      </h3>
      {body}
    </section>
  );
}

function CallHistoryItem({ row, group }: { row: CallHistoryRow; group: boolean }) {
  return (
    <li
      className="wob-call-history__row"
      data-missed={row.missed || undefined}
      data-direction={row.direction}
    >
      <CallIconBadge
        view={{ text: row.title, type: row.type, direction: row.direction, missed: row.missed }}
        group={group}
      />
      <span className="wob-call-history__text">
        <span className="wob-call-history__title">{row.title}</span>
        <span className="wob-call-history__detail">{row.detail}</span>
      </span>
    </li>
  );
}

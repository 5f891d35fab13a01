import { type ReactNode, useState } from 'react';
import { CallHistoryContext, type CallHistorySource } from '../components/call-history';
import { callHistorySource, seedCallHistoryWorld, stuckCallHistory } from './call-history-fixtures';
import { ChatStoryFrame, type ChatStoryFrameProps } from './chat-story-frame';
import type { MemoryCallWorld } from './memory-call-service';
import { seedConversations } from './chat-fixtures';

export type CallHistoryState = 'ready' | 'empty' | 'loading' | 'error' | 'off';

/**
 * /chat on a world with calls (test/call-history-fixtures.ts), "Recent calls" given its source
 * as the app's call host gives it: ready, with no calls, loading, failing, or calls turned off.
 */
export function CallHistoryFrame({
  state = 'ready',
  children,
  onCalls,
  ...props
}: Omit<ChatStoryFrameProps, 'seed'> & {
  state?: CallHistoryState;
  /** The call world, once made (tests make calls on it). */
  onCalls?: (calls: MemoryCallWorld) => void;
}) {
  const [holder] = useState<{ calls: MemoryCallWorld | null }>(() => ({ calls: null }));
  const seed = (world: Parameters<NonNullable<ChatStoryFrameProps['seed']>>[0]) => {
    if (state === 'empty') {
      seedConversations(world);
      holder.calls = null;
      return;
    }
    holder.calls = seedCallHistoryWorld(world);
    onCalls?.(holder.calls);
  };
  return (
    <ChatStoryFrame seed={seed} {...props}>
      <Source holder={holder} state={state}>
        {children}
      </Source>
    </ChatStoryFrame>
  );
}

function Source({
  holder,
  state,
  children,
}: {
  holder: { calls: MemoryCallWorld | null };
  state: CallHistoryState;
  children: ReactNode;
}) {
  const [source] = useState<CallHistorySource>(() => {
    if (state === 'loading' || state === 'error') return stuckCallHistory(state);
    if (!holder.calls) return { enabled: true, service: emptyHistory };
    return callHistorySource(holder.calls, state !== 'off');
  });
  return <CallHistoryContext.Provider value={source}>{children}</CallHistoryContext.Provider>;
}

const emptyHistory: CallHistorySource['service'] = {
  callHistory: () => Promise.resolve([]),
  addCallListener: () => () => undefined,
};

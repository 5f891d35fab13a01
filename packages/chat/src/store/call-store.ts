import type { Translate } from '@wob/i18n';
import { createFeedback, type Notifier } from '@wob/store';
import { CALL_END_STATUSES, type CallRejectStatus } from '@wob/validation';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type {
  CallMediaOptions,
  CallMediaSession,
  CallService,
  ChatCall,
  OutgoingCall,
} from '../service/calls/port';
import { isChatError, type Unsubscribe } from '../service/port';
import { alreadyTold, describeChatError } from './kit';

// The call store of a signed-in tab (Zustand 5, created like the chat store): the one call this
// tab shows — ringing for me, ringing out, going on here or in another tab of mine, or just over
// with an outcome the caller is told ('Call rejected', 'Call busy', 'Call unanswered', and the
// busy line) — and the actions on it. It is a function of the latest call the service told,
// so the order of events and answers does not matter; while in one call, events of other calls
// are ignored. README "Calls" describes the phases.

/**
 * Where the current call stands for this tab:
 * - `incoming`: it rings for me (accept or reject);
 * - `outgoing`: I rang from this tab and it rings (cancel);
 * - `ongoing`: I joined it in this tab (the call screen, media);
 * - `elsewhere`: it is mine but held by another tab (or by this tab before a reload), or
 *   another tab of mine took it over: no media here; the "You are in a call" card offers
 *   rejoining it here (`rejoin`, then `ongoing`) and hanging up;
 * - `ended`: my call from this tab was rejected, answered busy or left unanswered: the outcome
 *   shows for `outcomeMs`, or until dismissed.
 */
export type CallPhase = 'incoming' | 'outgoing' | 'ongoing' | 'elsewhere' | 'ended';

/** Why my call ended, when the caller is told: the spec's 'Call rejected', 'Call busy', 'Call unanswered'. */
export type CallOutcome = 'rejected' | 'busy' | 'unanswered';

export interface CallState {
  /** The latest state of the call this tab shows; null when there is none. */
  current: ChatCall | null;
  phase: CallPhase | null;
  outcome: CallOutcome | null;
  /** The outcome in words (`chat:calls.rejected`, `busy`, `unanswered`); null without one. */
  outcomeText: string | null;
  /** Spec section 4, for a busy outcome: '{{name}} is on another call.'; else null. */
  busyLine: string | null;
  /** An action on the call is on its way (buttons wait). */
  pending: boolean;
  /**
   * Why accepting the call that still rings here was refused, in words (a group call already
   * full: 'The call is full.'): the ringing screen says it; null otherwise.
   */
  refusal: string | null;
  /** The media of the call joined in this tab, once the call screen started them. */
  media: CallMediaSession | null;

  /** Listens to the service and asks for the call in progress (a tab opened during a call). */
  start(): Promise<void>;
  stop(): void;
  /** Rings a person or a group; nothing while this tab shows a call that is not over. */
  call(
    receiver: Pick<OutgoingCall, 'receiverId' | 'receiverType'>,
    type: OutgoingCall['type'],
  ): Promise<void>;
  accept(): Promise<void>;
  reject(): Promise<void>;
  cancel(): Promise<void>;
  /** Ends a one-to-one call or leaves a group call (cancels one that still rings out). */
  hangUp(): Promise<void>;
  /**
   * Takes an ongoing call held elsewhere into this tab (`elsewhere` → `ongoing`: the call screen
   * starts the media here); a tab that held it lets go. Meant for a press of the person's.
   */
  rejoin(): Promise<void>;
  /** Closes the outcome screen. */
  dismiss(): void;
  /** Starts the media of the call joined here (the call screen, with its video container). */
  startMedia(options: CallMediaOptions): Promise<CallMediaSession | null>;
}

export type CallStore = StoreApi<CallState>;

export interface CallDeps {
  service: CallService;
  /** The signed-in person's uid (the chat's uid): whose side of a call this tab shows. */
  myUid: () => string | null;
  notify?: Notifier;
  translate?: Translate;
  /** How long the outcome of an ended call shows; 4 s by default. */
  outcomeMs?: number;
  /** Where failures nobody needs to see go; console.warn by default. */
  log?: (message: string, error?: unknown) => void;
}

const OVER: ReadonlySet<string> = new Set(CALL_END_STATUSES);
const OUTCOMES: ReadonlySet<string> = new Set<CallOutcome>(['rejected', 'busy', 'unanswered']);

/** How far a call has gone: an older state never replaces a newer one. */
function rankOf(call: ChatCall): number {
  if (call.status === 'initiated') return 0;
  if (call.status === 'ongoing') return 1;
  return 2;
}

const EMPTY = {
  current: null,
  phase: null,
  outcome: null,
  outcomeText: null,
  busyLine: null,
  pending: false,
  refusal: null,
} as const;

export function createCallStore(deps: CallDeps): CallStore {
  const feedback = createFeedback({ notify: deps.notify, translate: deps.translate });
  const { translate } = feedback;
  const outcomeMs = deps.outcomeMs ?? 4_000;
  const log = deps.log ?? ((message, error) => console.warn(`[calls] ${message}`, error));

  return createStore<CallState>()((set, get) => {
    const { service } = deps;
    /** Calls this tab rang, accepted or rejoined: their media and screens are here. */
    const heldHere = new Set<string>();
    /**
     * Per call held here, my media generation in it (my participant `joinedAt`) when this tab
     * took it: a later one means another tab of mine took the call over.
     */
    const heldGeneration = new Map<string, number | null>();
    /** Per call, how many changes the service told; an answer older than an event is not applied. */
    const told = new Map<string, number>();
    let stopListening: Unsubscribe | null = null;
    let outcomeTimer: ReturnType<typeof setTimeout> | null = null;
    /** The media being started, so that a second start of the same call waits for the first. */
    let mediaStart: { sessionId: string; promise: Promise<CallMediaSession | null> } | null = null;
    /** This tab is ringing someone: a call of mine that starts to ring now is this tab's. */
    let calling = false;

    const clearOutcomeTimer = () => {
      if (outcomeTimer) clearTimeout(outcomeTimer);
      outcomeTimer = null;
    };

    const closeMedia = () => {
      const { media } = get();
      if (!media) return;
      media.close();
      // Gone for good: rejoining later starts new media.
      set({ media: null });
    };

    const clear = () => {
      clearOutcomeTimer();
      closeMedia();
      set({ ...EMPTY, media: null });
    };

    /** This tab's phase of `call`, or null when it has nothing to show of it. */
    function phaseOf(call: ChatCall): CallPhase | null {
      const me = deps.myUid();
      const mine = call.participants.find((participant) => participant.uid === me);
      if (!me || !mine) return null;
      if (calling && call.initiator.uid === me) heldHere.add(call.sessionId);
      const here = heldHere.has(call.sessionId);
      if (OVER.has(call.status)) {
        return here && call.initiator.uid === me && OUTCOMES.has(call.status) ? 'ended' : null;
      }
      if (mine.state === 'ringing') return 'incoming';
      if (mine.state !== 'joined') return null;
      if (here && takenOver(call.sessionId, mine.joinedAt)) {
        heldHere.delete(call.sessionId);
        heldGeneration.delete(call.sessionId);
        return 'elsewhere';
      }
      if (!here) return 'elsewhere';
      return call.status === 'initiated' ? 'outgoing' : 'ongoing';
    }

    /** Whether my generation `joinedAt` in a call held here is newer than this tab's. */
    function takenOver(sessionId: string, joinedAt: number | null): boolean {
      if (!heldGeneration.has(sessionId)) {
        heldGeneration.set(sessionId, joinedAt);
        return false;
      }
      const held = heldGeneration.get(sessionId) ?? null;
      return held !== null && joinedAt !== null && joinedAt > held;
    }

    function show(call: ChatCall): void {
      const phase = phaseOf(call);
      if (phase === null) {
        clear();
        return;
      }
      if (phase !== 'ongoing') closeMedia();
      if (phase === 'ended') {
        const outcome = call.status as CallOutcome;
        set({
          current: call,
          phase,
          outcome,
          outcomeText: translate(`chat:calls.${outcome}`),
          busyLine:
            outcome === 'busy'
              ? translate('chat:calls.busyLine', { name: call.receiver.name })
              : null,
          media: null,
        });
        clearOutcomeTimer();
        outcomeTimer = setTimeout(() => {
          if (get().current?.sessionId === call.sessionId && get().phase === 'ended') clear();
        }, outcomeMs);
        return;
      }
      clearOutcomeTimer();
      // A refusal stays with the call that still rings; anything else clears it.
      const { current, refusal } = get();
      const keep = phase === 'incoming' && current?.sessionId === call.sessionId;
      set({
        current: call,
        phase,
        outcome: null,
        outcomeText: null,
        busyLine: null,
        refusal: keep ? refusal : null,
      });
    }

    /** Whether the current call keeps this tab from showing another one. */
    function occupied(): boolean {
      const { current, phase } = get();
      return current !== null && phase !== 'ended';
    }

    /** A call the service told (an event): the latest state of that call. */
    function onCall(call: ChatCall): void {
      told.set(call.sessionId, (told.get(call.sessionId) ?? 0) + 1);
      const { current } = get();
      if (current && current.sessionId !== call.sessionId) {
        if (occupied()) return;
        // Only a call that is alive replaces an outcome on screen.
        if (OVER.has(call.status)) return;
      }
      if (current?.sessionId === call.sessionId && rankOf(call) < rankOf(current)) return;
      if (!current || current.sessionId !== call.sessionId) {
        if (OVER.has(call.status) || phaseOf(call) === null) return;
      }
      show(call);
    }

    /**
     * An action's answer. An event about that call told meanwhile may be newer: the later of the
     * two is shown (again, since the answer may have made the call this tab's own).
     */
    function onAnswer(call: ChatCall, toldBefore: number): void {
      const { current } = get();
      if (current && current.sessionId !== call.sessionId && occupied()) return;
      const newer = (told.get(call.sessionId) ?? 0) > toldBefore;
      const latest =
        newer && current?.sessionId === call.sessionId && rankOf(current) >= rankOf(call)
          ? current
          : call;
      show(latest);
    }

    async function act(
      what: string,
      sessionId: string,
      run: () => Promise<ChatCall>,
      after?: (call: ChatCall) => void,
    ): Promise<void> {
      const before = told.get(sessionId) ?? 0;
      set({ pending: true });
      try {
        const call = await run();
        after?.(call);
        set({ pending: false });
        onAnswer(call, before);
      } catch (error) {
        set({ pending: false });
        log(`${what} failed`, error);
        // Whatever happened, show the call as the service has it now.
        await refresh();
        const { current, phase } = get();
        if (what === 'accepting' && phase === 'incoming' && current?.sessionId === sessionId) {
          // Still ringing (a group call already full): not joined here after all, and the
          // ringing screen says why.
          heldHere.delete(sessionId);
          if (!alreadyTold(error)) set({ refusal: failureText(error) });
        } else {
          tellFailure(error);
        }
      }
    }

    /** Tells a refused action in a notice (once: not when it was told already). */
    function tellFailure(error: unknown): void {
      if (alreadyTold(error)) return;
      feedback.notify.error(failureText(error));
    }

    /** A refused action in words: the server's message, else the chat's words for the failure. */
    function failureText(error: unknown): string {
      return isChatError(error) && error.code === 'not-allowed' && !error.message
        ? translate('chat:calls.client.notAllowed')
        : describeChatError(error, feedback);
    }

    async function refresh(): Promise<void> {
      try {
        const active = await service.getActiveCall();
        const { current } = get();
        if (active) onAnswer(active, told.get(active.sessionId) ?? 0);
        else if (current && get().phase !== 'ended') clear();
      } catch (error) {
        log('reading the active call failed', error);
      }
    }

    return {
      ...EMPTY,
      media: null,

      async start() {
        if (stopListening) return;
        stopListening = service.addCallListener({ onCallUpdated: onCall });
        try {
          const active = await service.getActiveCall();
          if (active && !get().current) onCall(active);
        } catch (error) {
          log('reading the active call failed', error);
        }
      },

      stop() {
        stopListening?.();
        stopListening = null;
        heldHere.clear();
        heldGeneration.clear();
        told.clear();
        clear();
      },

      async call(receiver, type) {
        if (occupied() || get().pending) return;
        clear();
        set({ pending: true });
        calling = true;
        try {
          const call = await service.initiateCall({ ...receiver, type });
          calling = false;
          heldHere.add(call.sessionId);
          set({ pending: false });
          onAnswer(call, 0);
        } catch (error) {
          calling = false;
          set({ pending: false });
          log('calling failed', error);
          tellFailure(error);
        }
      },

      async accept() {
        const { current, phase } = get();
        if (!current || phase !== 'incoming' || get().pending) return;
        // Held here from the start: the answer (or the event before it) shows the call screen.
        heldHere.add(current.sessionId);
        set({ refusal: null });
        await act('accepting', current.sessionId, () => service.acceptCall(current.sessionId));
      },

      async reject() {
        await turnDown('incoming', 'rejected');
      },

      async cancel() {
        await turnDown('outgoing', 'cancelled');
      },

      async hangUp() {
        const { current, phase } = get();
        if (!current || get().pending) return;
        if (phase === 'outgoing') return turnDown('outgoing', 'cancelled');
        if (phase !== 'ongoing' && phase !== 'elsewhere') return;
        closeMedia();
        await act('hanging up', current.sessionId, () => service.endCall(current.sessionId));
      },

      async rejoin() {
        const { current, phase } = get();
        if (!current || phase !== 'elsewhere' || current.status !== 'ongoing' || get().pending) {
          return;
        }
        const me = deps.myUid();
        await act(
          'rejoining',
          current.sessionId,
          () => service.rejoinCall(current.sessionId),
          (call) => {
            // Held here from now on, at the generation the rejoin gave.
            heldHere.add(call.sessionId);
            heldGeneration.set(
              call.sessionId,
              call.participants.find((participant) => participant.uid === me)?.joinedAt ?? null,
            );
          },
        );
      },

      dismiss() {
        if (get().phase === 'ended') clear();
      },

      startMedia(options) {
        const { current, phase, media } = get();
        if (!current || phase !== 'ongoing') return Promise.resolve(null);
        if (media) return Promise.resolve(media);
        // One start per call: a screen mounted twice (React's strict mode) gets the same media.
        if (mediaStart?.sessionId === current.sessionId) return mediaStart.promise;
        const promise = service.startMedia(current, options).then(
          (session) => {
            if (mediaStart?.promise === promise) mediaStart = null;
            // The call may have ended (or another started) while the media were starting.
            if (get().current?.sessionId !== current.sessionId || get().phase !== 'ongoing') {
              session.close();
              return null;
            }
            set({ media: session });
            return session;
          },
          (error: unknown) => {
            if (mediaStart?.promise === promise) mediaStart = null;
            throw error;
          },
        );
        mediaStart = { sessionId: current.sessionId, promise };
        return promise;
      },
    };

    async function turnDown(phase: CallPhase, status: CallRejectStatus): Promise<void> {
      const { current } = get();
      if (!current || get().phase !== phase || get().pending) return;
      await act(status === 'cancelled' ? 'cancelling' : 'rejecting', current.sessionId, () =>
        service.rejectCall(current.sessionId, status),
      );
    }
  });
}

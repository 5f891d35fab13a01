import { randomUUID } from 'node:crypto';
import type { RealtimeEvent, RealtimeHub } from './hub';

// Who is connected, across server instances (apps/server/README.md "Presence").
//
// Each instance counts the authenticated `/realtime` sockets of its own process. With one
// instance (REALTIME_FANOUT=memory, the default) that count is the whole answer and nothing
// else runs. With several (REALTIME_FANOUT=postgres) every instance also tells the others,
// through the hub's fan-out, on a topic no client may subscribe to:
// - `realtime.presence.change`: one person's first socket here opened / last one here closed;
// - `realtime.presence.beat`: every `beatMs`, the full list of people connected here (in parts
//   small enough for NOTIFY), which also proves the instance is alive.
// An instance keeps, per other instance, the people the latest beat and the changes since then
// said were connected there. A person is online while any instance (this one, or another whose
// last beat is less than `3 × beatMs` old) has a socket of theirs. An instance that died
// without a word (kill -9) stops beating: after that time the others drop it, and its people
// go offline with the time of its last beat as their last activity.
//
// Every instance works out the changes itself and tells them to its own sockets only, so no
// change is told twice and none depends on one instance being up.

const TOPIC = 'realtime:presence';
const CHANGE = 'realtime.presence.change';
const BEAT = 'realtime.presence.beat';
/** Ids per beat part: a NOTIFY payload stays far under 8000 bytes. */
const BEAT_PART_SIZE = 100;
/** An instance whose last beat is older than this many beat intervals is gone. */
const MISSED_BEATS = 3;

/** Why a person's presence changed, as this instance sees it. */
export type PresenceCause =
  /** A socket on this instance opened or closed. */
  | 'local'
  /** Another instance told it. */
  | 'remote'
  /** The instance they were connected to stopped beating. */
  | 'expired';

export interface PresenceChange {
  userId: string;
  online: boolean;
  /** When it happened (a closed socket, or the dead instance's last beat). */
  at: Date;
  cause: PresenceCause;
}

export interface InstancePresence {
  /** A socket of `userId` authenticated on this instance. */
  connected(userId: string): void;
  /** An authenticated socket of `userId` on this instance closed. */
  disconnected(userId: string): void;
  /** Whether `userId` has a socket on any live instance. */
  isOnline(userId: string): boolean;
  /** Stops beating (the others drop this instance after `3 × beatMs` if it stays away). */
  close(): void;
}

interface Remote {
  users: Set<string>;
  lastBeat: number;
  /** The beat being put together from its parts. */
  assembling: { beat: number; users: Set<string>; parts: number } | null;
}

export function createInstancePresence(options: {
  hub: RealtimeHub;
  /** Several instances share the hub (REALTIME_FANOUT=postgres). */
  shared: boolean;
  beatMs: number;
  /** Milliseconds since 1970 (the app's clock for stored times). */
  now: () => Date;
  onChange: (change: PresenceChange) => void;
  /** This instance's id; a random one by default. */
  instanceId?: string;
}): InstancePresence {
  const { hub, shared, beatMs, now, onChange } = options;
  const self = options.instanceId ?? randomUUID();
  const local = new Map<string, number>();
  const remotes = new Map<string, Remote>();
  let beatNumber = 0;

  function onlineElsewhere(userId: string): boolean {
    for (const remote of remotes.values()) if (remote.users.has(userId)) return true;
    return false;
  }

  function isOnline(userId: string): boolean {
    return (local.get(userId) ?? 0) > 0 || onlineElsewhere(userId);
  }

  /** Runs `change` and tells every person whose presence it turned. */
  function applying(userIds: Iterable<string>, at: Date, cause: PresenceCause, change: () => void) {
    const ids = [...new Set(userIds)];
    const before = ids.map(isOnline);
    change();
    ids.forEach((userId, index) => {
      const online = isOnline(userId);
      if (online !== before[index]) onChange({ userId, online, at, cause });
    });
  }

  function remoteOf(instance: string): Remote {
    let remote = remotes.get(instance);
    if (!remote) {
      remote = { users: new Set(), lastBeat: Date.now(), assembling: null };
      remotes.set(instance, remote);
    }
    return remote;
  }

  function onControl(event: RealtimeEvent): void {
    const instance = event.instance;
    if (typeof instance !== 'string' || instance === self) return;
    if (event.type === CHANGE) {
      const { userId, online, at } = event;
      if (typeof userId !== 'string' || typeof online !== 'boolean' || typeof at !== 'number') {
        return;
      }
      const remote = remoteOf(instance);
      remote.lastBeat = Date.now();
      applying([userId], new Date(at), 'remote', () => {
        if (online) remote.users.add(userId);
        else remote.users.delete(userId);
        if (online) remote.assembling?.users.add(userId);
        else remote.assembling?.users.delete(userId);
      });
      return;
    }
    if (event.type === BEAT) {
      const { beat, part, parts, users } = event;
      if (typeof beat !== 'number' || typeof part !== 'number' || typeof parts !== 'number') return;
      if (!Array.isArray(users)) return;
      const remote = remoteOf(instance);
      remote.lastBeat = Date.now();
      if (remote.assembling?.beat !== beat) {
        remote.assembling = { beat, users: new Set(), parts: 0 };
      }
      const assembling = remote.assembling;
      for (const userId of users) if (typeof userId === 'string') assembling.users.add(userId);
      assembling.parts += 1;
      if (assembling.parts < parts) return;
      // The whole list: it replaces what this instance knew (heals a lost change).
      remote.assembling = null;
      applying([...remote.users, ...assembling.users], now(), 'remote', () => {
        remote.users = assembling.users;
      });
    }
  }

  function beat(): void {
    beatNumber += 1;
    const ids = [...local.keys()];
    const parts = Math.max(1, Math.ceil(ids.length / BEAT_PART_SIZE));
    // Published together, so no change of this instance comes between the parts.
    for (let part = 0; part < parts; part += 1) {
      hub.publish(TOPIC, {
        type: BEAT,
        instance: self,
        beat: beatNumber,
        part,
        parts,
        users: ids.slice(part * BEAT_PART_SIZE, (part + 1) * BEAT_PART_SIZE),
      });
    }
  }

  function expire(): void {
    const limit = Date.now() - MISSED_BEATS * beatMs;
    for (const [instance, remote] of remotes) {
      if (remote.lastBeat >= limit) continue;
      // Its people's last activity is the last time it was heard of.
      const at = new Date(now().getTime() - (Date.now() - remote.lastBeat));
      applying(remote.users, at, 'expired', () => remotes.delete(instance));
    }
  }

  let stopControl: (() => void) | null = null;
  let timer: NodeJS.Timeout | null = null;
  if (shared) {
    stopControl = hub.subscribe(TOPIC, onControl);
    beat();
    timer = setInterval(() => {
      beat();
      expire();
    }, beatMs);
    timer.unref();
  }

  function tellOthers(userId: string, online: boolean, at: Date): void {
    if (!shared) return;
    hub.publish(TOPIC, { type: CHANGE, instance: self, userId, online, at: at.getTime() });
  }

  return {
    isOnline,
    connected(userId) {
      const count = (local.get(userId) ?? 0) + 1;
      if (count > 1) {
        local.set(userId, count);
        return;
      }
      const at = now();
      applying([userId], at, 'local', () => local.set(userId, count));
      tellOthers(userId, true, at);
    },
    disconnected(userId) {
      const count = (local.get(userId) ?? 0) - 1;
      if (count > 0) {
        local.set(userId, count);
        return;
      }
      const at = now();
      applying([userId], at, 'local', () => local.delete(userId));
      tellOthers(userId, false, at);
    },
    close() {
      if (timer) clearInterval(timer);
      timer = null;
      stopControl?.();
      stopControl = null;
    },
  };
}

import type { Notifier } from '@wob/store';
import type { Translate } from '@wob/i18n';
import { createChatStore } from '../store/chat-store';
import type { ChatStorage, ChatStore } from '../store/chat-types';
import type { ShownMessage } from '../store/messages';
import type { MemoryChatService } from './memory-chat-service';
import { MemoryChatWorld, type MemoryPerson } from './memory-chat-world';

// People and conversations for stories and tests. Karen (the signed-in person in
// @wob/test-utils' fakeUser) is 'me'; the others write to her.

export const ME: MemoryPerson = { uid: 'me', name: 'Karen Blixen' };
export const METTE: MemoryPerson = { uid: 'mette', name: 'Mette Hansen' };
export const JONAS: MemoryPerson = { uid: 'jonas', name: 'Jonas Kristensen' };
export const SOFIE: MemoryPerson = { uid: 'sofie', name: 'Sofie Østergaard-Christiansen' };
export const EMIL: MemoryPerson = { uid: 'emil', name: 'Emil' };
export const PEOPLE = [ME, METTE, JONAS, SOFIE, EMIL];

/** 10:30 Copenhagen time on 14 May 2025, in seconds. */
export const NOW = Date.UTC(2025, 4, 14, 8, 30) / 1000;
export const MINUTE = 60;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export function createWorld(
  options: { people?: MemoryPerson[]; delayMs?: number; now?: () => number } = {},
) {
  return new MemoryChatWorld({
    people: options.people ?? PEOPLE,
    now: options.now ?? (() => NOW),
    delayMs: options.delayMs,
  });
}

/** Connected people: both liked each other, so nothing waits. */
export function connect(world: MemoryChatWorld, a: string, b: string): void {
  world.like(a, b);
  world.like(b, a);
}

/** A chat history between me and the others, with every delivery state. */
export function seedConversations(world: MemoryChatWorld): void {
  connect(world, ME.uid, METTE.uid);
  connect(world, ME.uid, JONAS.uid);
  connect(world, ME.uid, SOFIE.uid);
  world.seed(
    SOFIE.uid,
    ME.uid,
    { text: 'Ses vi til strikkeklubben på torsdag?' },
    { sentAt: NOW - 3 * DAY, read: true },
  );
  world.seed(
    ME.uid,
    SOFIE.uid,
    { text: 'Ja, jeg tager garnet med 🧶' },
    { sentAt: NOW - 3 * DAY + 5 * MINUTE, read: true },
  );
  world.seed(
    JONAS.uid,
    ME.uid,
    { text: 'Hej Karen! Skal vi cykle rundt om søerne i weekenden?' },
    { sentAt: NOW - DAY - 2 * HOUR, read: true },
  );
  world.seed(
    ME.uid,
    JONAS.uid,
    { text: 'Gerne! Lørdag kl. 10?' },
    { sentAt: NOW - DAY - HOUR, delivered: true },
  );
  world.seed(METTE.uid, ME.uid, { text: 'Godmorgen ☀️' }, { sentAt: NOW - 2 * HOUR, read: true });
  world.seed(
    ME.uid,
    METTE.uid,
    { text: 'Godmorgen! Hvordan gik løbet i går?' },
    { sentAt: NOW - 2 * HOUR + MINUTE, read: true },
  );
  world.seed(
    METTE.uid,
    ME.uid,
    { text: 'Det gik fint, 10 km på under en time 🎉' },
    { sentAt: NOW - 30 * MINUTE },
  );
  world.seed(
    METTE.uid,
    ME.uid,
    { text: 'Skal vi tage en kop kaffe bagefter næste gang?' },
    { sentAt: NOW - 25 * MINUTE },
  );
}

export interface ChatSetup {
  world: MemoryChatWorld;
  service: MemoryChatService;
  store: ChatStore;
  storage: ChatStorage & { value: ReturnType<ChatStorage['readSelected']> };
  logs: Array<{ message: string; error: unknown }>;
  /** The typing throttle's clock in milliseconds; tests move it. */
  clock: { ms: number };
}

/** A store for `uid` on the world, with in-memory storage and a recorded log. */
export function createChatSetup(
  world: MemoryChatWorld,
  options: {
    uid?: string;
    notify?: Notifier;
    translate?: Translate;
    selected?: ReturnType<ChatStorage['readSelected']>;
    visible?: () => boolean;
  } = {},
): ChatSetup {
  const uid = options.uid ?? ME.uid;
  const service = world.serviceFor(uid);
  const logs: ChatSetup['logs'] = [];
  const clock = { ms: NOW * 1000 };
  const storage: ChatSetup['storage'] = {
    value: options.selected ?? null,
    readSelected: () => storage.value,
    writeSelected: (value) => {
      storage.value = value;
    },
    removeSelected: () => {
      storage.value = null;
    },
  };
  let counter = 0;
  const store = createChatStore({
    service,
    notify: options.notify,
    translate: options.translate,
    storage,
    now: () => clock.ms,
    isVisible: options.visible ?? (() => true),
    log: (message, error) => logs.push({ message, error }),
    randomId: () => `muid-${uid}-${++counter}`,
  });
  return { world, service, store, storage, logs, clock };
}

/** A picture for stories and tests, drawn here (no request leaves the machine). */
export function pictureUrl(hue: number): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='600' height='400'><defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='hsl(${hue},70%,62%)'/><stop offset='1' stop-color='hsl(${hue + 40},65%,42%)'/></linearGradient></defs><rect width='600' height='400' fill='url(#g)'/><circle cx='430' cy='130' r='70' fill='rgba(255,255,255,.35)'/><circle cx='190' cy='270' r='115' fill='rgba(255,255,255,.2)'/></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** Half a second of silence as a WAV data URL (an audio message that plays). */
export function silenceUrl(): string {
  const samples = 4000;
  const bytes: number[] = [];
  const text = (value: string) => {
    for (const char of value) bytes.push(char.charCodeAt(0));
  };
  const u32 = (value: number) =>
    bytes.push(value & 255, (value >> 8) & 255, (value >> 16) & 255, (value >> 24) & 255);
  const u16 = (value: number) => bytes.push(value & 255, (value >> 8) & 255);
  text('RIFF');
  u32(36 + samples);
  text('WAVEfmt ');
  u32(16);
  u16(1);
  u16(1);
  u32(8000);
  u32(8000);
  u16(1);
  u16(8);
  text('data');
  u32(samples);
  for (let index = 0; index < samples; index += 1) bytes.push(128);
  return `data:audio/wav;base64,${btoa(String.fromCharCode(...bytes))}`;
}

let fixtureId = 1000;

/** A message as the service answers it, for bubble stories and tests. */
export function messageFixture(
  overrides: Partial<ShownMessage> & { from?: MemoryPerson; to?: MemoryPerson } = {},
): ShownMessage {
  const { from = METTE, to = ME, ...rest } = overrides;
  fixtureId += 1;
  return {
    id: String(fixtureId),
    muid: `fixture-${fixtureId}`,
    conversationId: `${ME.uid}_user_${from.uid === ME.uid ? to.uid : from.uid}`,
    sender: { uid: from.uid, name: from.name, avatar: from.avatar ?? '' },
    receiverType: 'user',
    receiverId: to.uid,
    type: 'text',
    category: 'message',
    text: 'Hej!',
    data: {},
    sentAt: NOW - 5 * MINUTE,
    deliveredAt: null,
    readAt: null,
    editedAt: null,
    deletedAt: null,
    parentMessageId: null,
    requested: false,
    seq: String(fixtureId),
    ...rest,
  };
}

/** Media messages of every kind between Mette and me. */
export function seedMedia(world: MemoryChatWorld): void {
  connect(world, ME.uid, METTE.uid);
  world.seed(
    METTE.uid,
    ME.uid,
    {
      type: 'image',
      url: pictureUrl(200),
      fileName: 'havnen.png',
      size: 182_000,
      mimeType: 'image/png',
    },
    { sentAt: NOW - 50 * MINUTE, read: true },
  );
  world.seed(
    ME.uid,
    METTE.uid,
    { type: 'image', url: pictureUrl(20), fileName: 'kage.png', size: 240_000 },
    { sentAt: NOW - 45 * MINUTE, read: true },
  );
  world.seed(
    METTE.uid,
    ME.uid,
    { type: 'audio', url: silenceUrl(), fileName: 'besked.wav', size: 8_044 },
    { sentAt: NOW - 40 * MINUTE, read: true },
  );
  world.seed(
    ME.uid,
    METTE.uid,
    {
      type: 'file',
      url: 'data:application/pdf;base64,JVBERi0=',
      fileName: 'løberute-søndag.pdf',
      size: 1_480_000,
    },
    { sentAt: NOW - 35 * MINUTE, read: true },
  );
  world.seed(
    METTE.uid,
    ME.uid,
    { type: 'video', url: 'data:video/mp4;base64,', fileName: 'mål.mp4', size: 4_200_000 },
    { sentAt: NOW - 30 * MINUTE, read: true },
  );
}

/** Smart-reply data as the wob server puts it on a group text: one set per language. */
export const SMART_REPLY_INVITATION = {
  category: 'invitation',
  da: {
    reply_positive: 'Ja, det vil jeg rigtig gerne!',
    reply_neutral: 'Måske, jeg vender tilbage.',
    reply_negative: 'Nej tak, ikke denne gang.',
  },
  en: {
    reply_positive: "Yes, I'd love to!",
    reply_neutral: "Maybe, I'll let you know.",
    reply_negative: 'No thanks, not this time.',
  },
};

/** The history of seedConversations, then Mette's question with its smart replies, the newest. */
export function seedSmartReplies(world: MemoryChatWorld): void {
  seedConversations(world);
  world.seed(
    METTE.uid,
    ME.uid,
    { text: 'Skal vi tage en kaffe i morgen?', smartReply: SMART_REPLY_INVITATION },
    { sentAt: NOW - MINUTE },
  );
}

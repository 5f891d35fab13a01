import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { login, registerUser, type TestUser } from '../support/api';
import { useBrowser } from '../support/browser';
import { chatHeader } from '../support/chat-ui';
import { type Copy, da, en } from '../support/copy';
import { type RunningServer, startServer } from '../support/server';
import { loginThroughUi, onPath, seen, storeLocale } from '../support/ui';
// @ts-expect-error: a plain .mjs helper of the repository's scripts, without types
import { postgresBinDir, startPostgres } from '../../tooling/scripts/lib/postgres.mjs';

// Presence in the open chat's header, live. (a) Astrid opens a chat with Bo after both are
// signed in, before any message (so no conversation exists): when Bo leaves, her header says
// offline with his last active time, and when he comes back, online. (b) Two server instances
// on one PostgreSQL with REALTIME_FANOUT=postgres: Astrid on the first, Bo on the second; she
// sees him online, he closes his tab, she sees him offline.

const browser = useBrowser();

interface Person {
  page: Page;
  user: TestUser;
  id: string;
  t: Copy;
}

async function person(
  name: string,
  locale: 'da' | 'en',
  baseUrl = browser.baseUrl,
  user?: TestUser,
): Promise<Person> {
  const registered = user ?? (await registerUser(baseUrl, { name }));
  const answer = await login(baseUrl, registered.email, registered.password);
  const id = answer.body.data?.user?._id;
  if (answer.status !== 200 || !id) throw new Error(`Could not log ${name} in`);
  const t = locale === 'da' ? da : en;
  const page = await browser.newPage({ locale: locale === 'da' ? 'da-DK' : 'en-GB', baseUrl });
  await storeLocale(page, locale);
  await loginThroughUi(page, registered, t);
  return { page, user: registered, id, t };
}

/** Opens the chat with `other` from their profile's message button (no message sent). */
async function openChatWith(viewer: Person, other: Person): Promise<void> {
  await viewer.page.goto(`/view-wobler/${other.id}`);
  await viewer.page
    .getByRole('button', { name: viewer.t('deck:profile.message'), exact: true })
    .click();
  await onPath(viewer.page, '/chat');
  await seen(chatHeader(viewer.page).getByRole('heading', { name: other.user.name }));
}

function status(viewer: Person) {
  return chatHeader(viewer.page).locator('.wob-chat-header__status');
}

async function expectOnline(viewer: Person): Promise<void> {
  await seen(status(viewer).getByText(viewer.t('chat:header.online'), { exact: true }), 20_000);
}

async function expectOffline(viewer: Person): Promise<void> {
  // 'offline, last active …' / 'offline, sidst aktiv …' with a time.
  const prefix = viewer.t('chat:header.offlineSince', { time: '' });
  await seen(status(viewer).getByText(prefix, { exact: false }), 25_000);
}

describe('presence in the chat header', () => {
  test('follows a person live in a chat opened before the first message', async () => {
    const tag = Date.now().toString(36);
    const a = await person(`Astrid ${tag}`, 'da');
    const b = await person(`Bo ${tag}`, 'en');
    await b.page.goto('/choose-bubble');

    await openChatWith(a, b);
    await expectOnline(a);

    // Bo closes his tab: his socket ends, Astrid's header follows.
    await b.page.context().close();
    await expectOffline(a);

    // Bo signs in again in a new tab: online again.
    const back = await person(b.user.name, 'en', browser.baseUrl, b.user);
    await back.page.goto('/choose-bubble');
    await expectOnline(a);
  });
});

// (b) needs PostgreSQL (Debian's, as apps/server/scripts/test-pg.mjs uses): without it this
// part is skipped with a message, and the rest of the run goes on.
const havePostgres = postgresBinDir() !== null;
if (!havePostgres) {
  console.warn(
    'chat-presence.e2e.ts: PostgreSQL is not installed (apt-get install -y postgresql, or set PG_BIN_DIR); the two-instance presence test is skipped.',
  );
}

describe.skipIf(!havePostgres)('presence across two server instances on PostgreSQL', () => {
  let cluster: { url: string; stop(): void } | undefined;
  let one: RunningServer | undefined;
  let two: RunningServer | undefined;

  beforeAll(async () => {
    cluster = await startPostgres();
    const env = {
      DATABASE_URL: cluster?.url ?? '',
      REALTIME_FANOUT: 'postgres',
      REALTIME_PRESENCE_BEAT_MS: '1000',
    };
    // One after the other: the first applies the migrations.
    one = await startServer({ label: 'wob-e2e-presence-1', env });
    two = await startServer({ label: 'wob-e2e-presence-2', env });
  }, 120_000);

  afterAll(async () => {
    await two?.stop();
    await one?.stop();
    cluster?.stop();
  });

  test('someone connected only to the other instance shows online, then offline', async () => {
    if (!one || !two) throw new Error('the two servers did not start');
    const tag = Date.now().toString(36);
    const a = await person(`Astrid ${tag}`, 'en', one.baseUrl);
    const b = await person(`Bo ${tag}`, 'da', two.baseUrl);
    await b.page.goto('/choose-bubble');

    await openChatWith(a, b);
    await expectOnline(a);

    await b.page.context().close();
    await expectOffline(a);
  });
});

import type { MenuSearchResult, SavedWoblers, WoblerCard, WoblerDeck } from '@wob/api';
import type { Gender } from '@wob/validation';
import { eq, sql } from 'drizzle-orm';
import {
  blocks,
  connections,
  media,
  memberships,
  reactions,
  reports,
  savedWoblers,
  sessions,
  users,
} from '../../db/schema';
import { newId, newToken, sha256Hex } from '../../platform/crypto';
import { searchKey } from '../../platform/search-key';
import { type Answer, getAs, postAs } from '../../test/http';
import { birthDateForAge, type SignedUp, type TestServer } from '../../test/harness';
import { cityPlace } from '../people/location';

// Test support for the deck: Woblers written as rows (with a session each), so a test sets up
// exactly the population a rule needs, and the reactions, saves, reports, blocks and
// connections that the relation endpoints (another module) would write, also as rows.

export interface WoblerSpec {
  name?: string;
  gender?: Gender;
  age?: number;
  /** An exact birth date instead of `age` (whose birthday was 3 days ago). */
  birthDate?: string;
  city?: string;
  country?: string;
  about?: string;
  pictureId?: string | null;
  showLocation?: boolean;
  showGender?: boolean;
  showImagesToAll?: boolean;
  allowMessages?: boolean;
  ageRange?: [number, number] | null;
  /** A position shared with consent instead of the city's. */
  device?: { latitude: number; longitude: number };
  deleted?: boolean;
  anonymised?: boolean;
}

let serial = 0;

/** A Wobler as a row, with a session: `id` and `token` as signUp answers them. */
export async function insertWobler(server: TestServer, spec: WoblerSpec = {}): Promise<SignedUp> {
  serial += 1;
  const id = newId();
  const token = newToken();
  const at = server.clock.now();
  const name = spec.name ?? `Wobler ${serial}`;
  const city = spec.city ?? 'København';
  const country = spec.country ?? 'DK';
  const place = spec.device ?? cityPlace(city, country);
  const email = `deck-${serial}-${id}@example.com`;
  await server.app.wob.db.insert(users).values({
    id,
    email,
    passwordHash: 'not-a-hash',
    name,
    searchKey: searchKey(name),
    gender: spec.gender ?? 'female',
    country,
    city,
    birthDate: spec.birthDate ?? birthDateForAge(spec.age ?? 30, at),
    about: spec.about ?? '',
    pictureId: spec.pictureId ?? null,
    showLocation: spec.showLocation ?? true,
    showGender: spec.showGender ?? true,
    showImagesToAll: spec.showImagesToAll ?? true,
    allowMessages: spec.allowMessages ?? true,
    ageRangeEnabled: Boolean(spec.ageRange),
    ageRangeFrom: spec.ageRange?.[0] ?? 18,
    ageRangeTo: spec.ageRange?.[1] ?? 99,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    locationSource: place ? (spec.device ? 'device' : 'city') : null,
    earthPoint: place ? sql`ll_to_earth(${place.latitude}, ${place.longitude})` : null,
    createdAt: at,
    updatedAt: at,
    lastActiveAt: at,
    deletedAt: spec.deleted ? at : null,
    anonymisedAt: spec.anonymised ? at : null,
  });
  await server.app.wob.db
    .insert(sessions)
    .values({ tokenHash: sha256Hex(token), userId: id, createdAt: at, lastUsedAt: at });
  return { id, token, email, password: '' };
}

const who = (user: SignedUp | string) => (typeof user === 'string' ? user : user.id);

export async function react(
  server: TestServer,
  from: SignedUp,
  to: SignedUp,
  kind: 'like' | 'dislike',
): Promise<void> {
  await server.app.wob.db
    .insert(reactions)
    .values({ userId: from.id, targetId: to.id, kind, createdAt: server.clock.now() });
}

export async function save(
  server: TestServer,
  from: SignedUp,
  to: SignedUp,
  at?: Date,
): Promise<void> {
  await server.app.wob.db
    .insert(savedWoblers)
    .values({ userId: from.id, targetId: to.id, createdAt: at ?? server.clock.now() });
}

export async function report(server: TestServer, from: SignedUp, to: SignedUp): Promise<void> {
  const at = server.clock.now();
  await server.app.wob.db.insert(reports).values({
    id: newId(),
    reporterId: from.id,
    targetId: to.id,
    subjectId: to.id,
    reason: 'fake-profile',
    createdAt: at,
    updatedAt: at,
  });
}

export async function block(server: TestServer, from: SignedUp, to: SignedUp): Promise<void> {
  await server.app.wob.db
    .insert(blocks)
    .values({ blockerId: from.id, blockedId: to.id, createdAt: server.clock.now() });
}

export async function connect(server: TestServer, one: SignedUp, other: SignedUp): Promise<void> {
  const [userA, userB] = [one.id, other.id].sort() as [string, string];
  await server.app.wob.db
    .insert(connections)
    .values({ userA, userB, createdAt: server.clock.now() });
}

export async function join(
  server: TestServer,
  bubbleId: string,
  user: SignedUp | string,
  status: 'active' | 'pending' = 'active',
): Promise<void> {
  const at = server.clock.now();
  await server.app.wob.db.insert(memberships).values({
    bubbleId,
    userId: who(user),
    role: 'member',
    status,
    joinedAt: at,
    activatedAt: status === 'active' ? at : null,
  });
}

export const deckOf = (
  server: TestServer,
  caller: SignedUp,
  filter: Record<string, unknown> = {},
) => postAs<WoblerDeck>(server, '/api/users/get-all', caller, filter);

/** The ids of the deck's cards for `filter`, every page (limit 20), in order. */
export async function deckIds(
  server: TestServer,
  caller: SignedUp,
  filter: Record<string, unknown> = {},
): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page < 50; page += 1) {
    const answer = await deckOf(server, caller, { ...filter, page, limit: 20 });
    if (answer.status !== 200)
      throw new Error(`get-all answered ${answer.status}: ${answer.response.body}`);
    ids.push(...answer.data.docs.map((card) => card._id));
    if (!answer.data.hasNextPage) return ids;
  }
  throw new Error('too many pages');
}

export const profileOf = (
  server: TestServer,
  caller: SignedUp,
  id: string,
): Promise<Answer<{ wobler: WoblerCard }>> =>
  getAs<{ wobler: WoblerCard }>(server, '/api/user/wobler', caller, { id });

export const savedOf = (server: TestServer, caller: SignedUp, query: Record<string, string> = {}) =>
  getAs<SavedWoblers>(server, '/api/user/saved-users', caller, query);

export const searchAs = (server: TestServer, caller: SignedUp, payload: Record<string, unknown>) =>
  postAs<MenuSearchResult>(server, '/api/search/menu-search', caller, payload);

/** Gives a Wobler a picture (a media row; the file is not needed to sign its URL). */
export async function givePicture(server: TestServer, user: SignedUp): Promise<string> {
  const id = newId();
  await server.app.wob.db.insert(media).values({
    id,
    ownerId: user.id,
    kind: 'profile-picture',
    mime: 'image/webp',
    path: `${id.slice(0, 2)}/${id}.webp`,
    bytes: 1,
    createdAt: server.clock.now(),
  });
  await server.app.wob.db.update(users).set({ pictureId: id }).where(eq(users.id, user.id));
  return id;
}

let tags = 0;
/** A word no other test's names contain, to find one test's Woblers with the search filter. */
export function uniqueTag(): string {
  tags += 1;
  const letters = 'bcdfghjklmnpqrstvwxz';
  let n = tags * 7919 + Math.floor(Math.random() * 1000) * 104729;
  let word = 'q';
  for (let i = 0; i < 6; i += 1) {
    word += letters[n % letters.length];
    n = Math.floor(n / letters.length);
  }
  return word;
}

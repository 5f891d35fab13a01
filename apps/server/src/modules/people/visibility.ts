import { ageOn } from '@wob/validation';
import { avatarUrl } from '../../platform/storage/avatar';
import type { MediaStorage } from '../../platform/storage/media-storage';

// What a viewer may see of another person (README 'Who sees what of a person'): the one place
// the rule is written. Every answer and realtime event that carries a person asks it; the SQL
// fragments of visibility-sql.ts, which leave people out of lists, express the same rule and
// are tested against it (people-visibility.property.test.ts).
//
// Pure: the callers read the facts (usually in the statement that reads the person) and pass
// them in.

/** The viewer: their id and whole years on the service clock's today (-1 when unknown). */
export interface Viewer {
  id: string;
  age: number;
}

/** The facts of the person shown that the rule reads. */
export interface Person {
  id: string;
  /** Neither deleted nor anonymised. */
  live: boolean;
  pictureId: string | null;
  showImagesToAll: boolean;
  ageRangeEnabled: boolean;
  ageRangeFrom: number;
  ageRangeTo: number;
}

/** How the two stand. */
export interface Ties {
  /** A connection (mutual likes). */
  connected: boolean;
  /** The viewer blocked the person. */
  blockedByViewer: boolean;
  /** The person blocked the viewer. */
  blockedViewer: boolean;
}

/**
 * - `self`: one's own picture and presence (one's own profile is the own-account view, and one
 *   is in no list of others).
 * - `open`: profile, presence and last activity; the picture with 'show my images to all' or
 *   to a connection (else the generated avatar).
 * - `blocked-by-viewer`: the viewer blocked them (and they may otherwise be seen): only the
 *   card of /view-wobler, so the viewer can lift the block — with the generated avatar, no
 *   presence, out of every list.
 * - `hidden`: they blocked the viewer, or the viewer's age is outside their 'only show my
 *   profile to an age range': no profile (404), out of every list; where a row must name them
 *   (a conversation held before, a message, a like they sent) the name and generated avatar
 *   only, always 'offline' with no last activity, and none of their live signals.
 * - `gone`: deleted or anonymised: as `hidden`, and lookups answer 404 even for the blocker.
 */
export type Sight = 'self' | 'open' | 'blocked-by-viewer' | 'hidden' | 'gone';

export interface Visibility {
  sight: Sight;
  /** Their profile and a place in lists (profile, deck, search, saved, bell, members). */
  profile: boolean;
  /** The card of /view-wobler (the profile, or the viewer's own block to lift). */
  card: boolean;
  /** Their real picture rather than the generated avatar. */
  picture: boolean;
  /** Online status, last active time, typing and other live signals. */
  presence: boolean;
}

/** 'Only show my profile to an age range': off, or the viewer's age inside it. */
export function ageRangeAdmits(
  person: Pick<Person, 'ageRangeEnabled' | 'ageRangeFrom' | 'ageRangeTo'>,
  viewerAge: number,
): boolean {
  return (
    !person.ageRangeEnabled || (viewerAge >= person.ageRangeFrom && viewerAge <= person.ageRangeTo)
  );
}

export function sightOf(viewer: Viewer, person: Person, ties: Ties): Sight {
  if (person.id === viewer.id) return 'self';
  if (!person.live) return 'gone';
  if (ties.blockedViewer || !ageRangeAdmits(person, viewer.age)) return 'hidden';
  if (ties.blockedByViewer) return 'blocked-by-viewer';
  return 'open';
}

export function visibilityOf(viewer: Viewer, person: Person, ties: Ties): Visibility {
  const sight = sightOf(viewer, person, ties);
  switch (sight) {
    case 'self':
      // One's own profile is the own-account view; one is in no list of others.
      return {
        sight,
        profile: false,
        card: false,
        picture: person.pictureId !== null,
        presence: true,
      };
    case 'open':
      return {
        sight,
        profile: true,
        card: true,
        picture: person.pictureId !== null && (person.showImagesToAll || ties.connected),
        presence: true,
      };
    case 'blocked-by-viewer':
      return { sight, profile: false, card: true, picture: false, presence: false };
    default:
      return { sight, profile: false, card: false, picture: false, presence: false };
  }
}

/**
 * The view for an event broadcast to everyone on a shared topic (a Bubble's board), who may
 * be anyone: the real picture only when the person shows images to all, has no age range and
 * no block with anyone either way — then no viewer's `visibilityOf` allows less (tested).
 * Never presence. Connections see the picture in the answers, when they read the board again.
 */
export function broadcastVisibility(
  person: Person,
  anyBlock: boolean,
): Pick<Visibility, 'picture' | 'presence'> {
  return {
    picture:
      person.live &&
      person.pictureId !== null &&
      person.showImagesToAll &&
      !person.ageRangeEnabled &&
      !anyBlock,
    presence: false,
  };
}

/** The viewer as the rule needs them. */
export function viewerOf(user: { id: string; birthDate: string | null }, today: Date): Viewer {
  return { id: user.id, age: user.birthDate ? ageOn(user.birthDate, today) : -1 };
}

/** The image shown: the signed picture when `visibility` allows it, else the generated avatar. */
export function imageOf(
  person: { id: string; name: string; pictureId: string | null },
  visibility: Pick<Visibility, 'picture'>,
  media: MediaStorage,
): string {
  return visibility.picture && person.pictureId
    ? media.signedUrl(person.pictureId)
    : avatarUrl(person.id, person.name);
}

/** Online status and last activity as shown: always offline, without a time, unless allowed. */
export function presenceOf(
  visibility: Pick<Visibility, 'presence'>,
  online: boolean,
  lastActiveAt: number,
): { status: 'online' | 'offline'; lastActiveAt: number | null } {
  if (!visibility.presence) return { status: 'offline', lastActiveAt: null };
  return online ? { status: 'online', lastActiveAt: null } : { status: 'offline', lastActiveAt };
}

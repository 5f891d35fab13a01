import type { Relation, SharedBubble, WoblerCard } from '@wob/api';
import { ageOn, GENDERS, type Gender } from '@wob/validation';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { imageOf, type Viewer, visibilityOf } from '../people/visibility';
import type { CardRow, SharedBubbleRow } from './store';

// A Wobler as others see them (WoblerCardSchema), shaped by that Wobler's privacy settings:
// gender only with 'show gender'; city, country and distance only with 'show location' (the
// distance filter still uses the place); the picture only with 'show my images to all' or to
// a connection, as people/visibility.ts decides; `canMessage` with 'let people message me' or
// a connection.

function genderOf(value: string): Gender | null {
  return GENDERS.find((gender) => gender === value) ?? null;
}

export function relationOf(row: CardRow): Relation {
  return {
    liked: row.reaction === 'like',
    disliked: row.reaction === 'dislike',
    saved: row.saved,
    reported: row.reported,
    isMatched: row.matched,
    blockedByMe: row.blocked_by_me,
  };
}

/** Whole kilometres, at least 1 (two people in one city are not 0 km apart on a card). */
export function wholeKm(metres: number): number {
  return Math.max(1, Math.round(metres / 1000));
}

export function toCard(
  row: CardRow,
  shared: readonly SharedBubble[],
  media: MediaStorage,
  today: Date,
  viewer: Viewer,
): WoblerCard {
  const relation = relationOf(row);
  const person = {
    id: row.id,
    name: row.name,
    live: row.live,
    pictureId: row.picture_id,
    showImagesToAll: row.show_images_to_all,
    ageRangeEnabled: row.age_range_enabled,
    ageRangeFrom: row.age_range_from,
    ageRangeTo: row.age_range_to,
  };
  const visibility = visibilityOf(viewer, person, {
    connected: relation.isMatched,
    blockedByViewer: row.blocked_by_me,
    blockedViewer: row.blocked_viewer,
  });
  return {
    _id: row.id,
    name: row.name,
    age: row.birth_date ? ageOn(row.birth_date, today) : 0,
    image: imageOf(person, visibility, media),
    about: row.about,
    gender: row.show_gender ? genderOf(row.gender) : null,
    city: row.show_location && row.city ? row.city : null,
    country: row.show_location && row.country ? row.country : null,
    distance: row.show_location && row.dist !== null ? wholeKm(row.dist) : null,
    sharedBubbles: [...shared],
    canMessage: row.allow_messages || relation.isMatched,
    relation,
  };
}

/** Shared Bubbles per Wobler id. */
export function groupShared(rows: readonly SharedBubbleRow[]): Map<string, SharedBubble[]> {
  const byUser = new Map<string, SharedBubble[]>();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push({ _id: row.id, name: row.name, slug: row.slug, circleColor: row.circle_color });
    byUser.set(row.user_id, list);
  }
  return byUser;
}

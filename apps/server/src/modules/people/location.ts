import type { LocationState } from '@wob/api';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../context';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { type Coordinates, locate } from '../../platform/geo/gazetteer';

// Where a Wobler is, for the deck's distances (README 'Discovery'). City level from the
// offline gazetteer ('city'), or the browser's position shared with consent ('device'); all
// null while unknown. `earth_point` is always ll_to_earth(latitude, longitude), written by SQL
// in the same statement as the coordinates, so the two never disagree.

export type LocationSource = 'city' | 'device';

/** The columns of a place (or of no place), as one UPDATE sets them. */
function placeColumns(place: Coordinates | null, source: LocationSource) {
  if (!place) {
    return { latitude: null, longitude: null, locationSource: null, earthPoint: null };
  }
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    locationSource: source,
    earthPoint: sql`ll_to_earth(${place.latitude}, ${place.longitude})`,
  };
}

/** The coordinates of a profile's city and country; null when the gazetteer does not know it. */
export function cityPlace(city: string, country: string): Coordinates | null {
  if (!city.trim() || !country.trim()) return null;
  return locate(city, country);
}

/**
 * After register or a change of city or country: the city's place, unless the Wobler shares
 * their device's position (which a new city does not replace). Answers the updated row, or
 * undefined when nothing changed.
 */
export async function writeCityLocation(
  tx: Queryable,
  userId: string,
  place: Coordinates | null,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set(placeColumns(place, 'city'))
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.locationSource), ne(users.locationSource, 'device')),
      ),
    )
    .returning();
  return row;
}

/** `set-location`: the device's position, or (null) back to the profile's city. */
export async function writeLocation(
  tx: Queryable,
  userId: string,
  place: Coordinates | null,
  source: LocationSource,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set(placeColumns(place, source))
    .where(and(eq(users.id, userId), isNull(users.deletedAt), isNull(users.anonymisedAt)))
    .returning();
  return row;
}

export function locationState(row: Pick<UserRow, 'locationSource'>): LocationState {
  const source = row.locationSource;
  return { source: source === 'city' || source === 'device' ? source : null };
}

/**
 * At start: live accounts with a city but no place get their city's place (accounts from
 * before migration 0006, demo Woblers, and cities the gazetteer did not know before an update
 * of its package). One UPDATE per distinct city and country. The gazetteer is loaded only when such
 * accounts exist. Answers how many accounts got a place.
 */
export async function backfillCityLocations(
  db: Queryable,
  logger: FastifyBaseLogger,
): Promise<number> {
  const live = and(isNull(users.deletedAt), isNull(users.anonymisedAt));
  const places = await db
    .selectDistinct({ city: users.city, country: users.country })
    .from(users)
    .where(and(isNull(users.locationSource), ne(users.city, ''), live));
  if (places.length === 0) return 0;
  let located = 0;
  let unknown = 0;
  for (const { city, country } of places) {
    const place = cityPlace(city, country);
    if (!place) {
      unknown += 1;
      continue;
    }
    // Only rows still without a place: a position shared meanwhile stays.
    const updated = await db
      .update(users)
      .set(placeColumns(place, 'city'))
      .where(
        and(eq(users.city, city), eq(users.country, country), isNull(users.locationSource), live),
      )
      .returning({ id: users.id });
    located += updated.length;
  }
  if (located > 0 || unknown > 0) {
    logger.info({ located, unknownCities: unknown }, 'city locations backfilled');
  }
  return located;
}

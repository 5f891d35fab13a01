import { WoblerFilterSchema } from '@wob/validation';
import * as v from 'valibot';

/**
 * The spec's local-storage keys (section 3, 'Stored locally'), defined once with their
 * shapes. Everything that reads or writes local storage goes through `readStored` and
 * `writeStored`, so a hand-edited or outdated value is ignored instead of crashing a page.
 */
export const storageKeys = {
  token: 'token',
  user: 'user',
  locale: 'user-locale',
  searchedWoblersFilter: 'searched-woblers-filter',
  searchedVal: 'searchedVal',
  selectedWobler: 'selectedWobler',
  viewPoll: 'ViewPoll',
} as const;

export const storageSchemas = {
  token: v.pipe(v.string(), v.minLength(16), v.maxLength(256)),
  /** The signed-in user as last answered by the server; refreshed on every start. */
  user: v.looseObject({ _id: v.string(), name: v.string() }),
  locale: v.picklist(['da', 'en']),
  /** /new-search's 'save for later': the filter as its form validates it. */
  searchedWoblersFilter: WoblerFilterSchema,
  searchedVal: v.object({ text: v.string(), sameRoute: v.boolean() }),
  selectedWobler: v.object({
    id: v.string(),
    name: v.string(),
    fromNoti: v.optional(v.boolean()),
    isMatched: v.optional(v.boolean()),
  }),
  viewPoll: v.object({ id: v.string() }),
} as const;

export type StorageName = keyof typeof storageKeys;
export type StoredValue<K extends StorageName> = v.InferOutput<(typeof storageSchemas)[K]>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Access can throw when storage is disabled by the browser's privacy settings.
    return null;
  }
}

/** Reads a stored value; answers null when it is missing or does not have its shape. */
export function readStored<K extends StorageName>(name: K): StoredValue<K> | null {
  const raw = storage()?.getItem(storageKeys[name]);
  if (raw == null) return null;
  let parsed: unknown = raw;
  if (name !== 'token' && name !== 'locale') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const result = v.safeParse(storageSchemas[name], parsed);
  return result.success ? (result.output as StoredValue<K>) : null;
}

/** The raw stored string, unvalidated: the locale rules need to see unsupported values too. */
export function readStoredRaw(name: StorageName): string | null {
  return storage()?.getItem(storageKeys[name]) ?? null;
}

export function writeStored<K extends StorageName>(name: K, value: StoredValue<K>): void {
  const serialised = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    storage()?.setItem(storageKeys[name], serialised);
  } catch {
    // A full or disabled storage only costs persistence, never the action itself.
  }
}

export function removeStored(...names: StorageName[]): void {
  for (const name of names) storage()?.removeItem(storageKeys[name]);
}

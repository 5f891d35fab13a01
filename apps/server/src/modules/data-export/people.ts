import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';

/**
 * Another person in a query of the export, and how the export names them: by id and name
 * only (GDPR article 20(4)), never their e-mail, birth date or anything else of theirs.
 */
export const other = alias(users, 'other');
export const otherPerson = { id: other.id, name: other.name };

export const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

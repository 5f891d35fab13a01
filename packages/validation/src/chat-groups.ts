import * as v from 'valibot';
import { PASSWORD_MAX } from './constants';
import { shownNameSchema } from './display-text';
import { formObject } from './form-object';
import { MESSAGES } from './messages';

// Group chats (spec chat sections 3, 5 and 9): the group types, the member scopes and the
// group creation form. The spec asks only that name, type and password are not blank; the
// bounds are ours.

/** Who may join: anyone who sees the group, anyone with its password, only those added. */
export const GROUP_TYPES = ['public', 'password', 'private'] as const;
export type GroupType = (typeof GROUP_TYPES)[number];

/** A member's scope (spec section 9). The owner is not a scope: it is the group's `owner`. */
export const GROUP_SCOPES = ['admin', 'moderator', 'participant'] as const;
export type GroupScope = (typeof GROUP_SCOPES)[number];
/** Added or joining members get this scope (spec sections 6 and 9). */
export const DEFAULT_GROUP_SCOPE: GroupScope = 'participant';

/** A group's name is one line in the conversation list and the chat header. */
export const GROUP_NAME_MAX = 100;

/** A group's name is shown to others: display-text.ts's rule. */
export const groupNameSchema = shownNameSchema(
  {
    required: MESSAGES.group.nameRequired,
    max: MESSAGES.group.nameMax,
    invalid: MESSAGES.group.nameInvalid,
  },
  GROUP_NAME_MAX,
);

export const groupTypeSchema = v.picklist(GROUP_TYPES, MESSAGES.group.typeRequired);

const notBlank = (value: string): boolean => value.trim() !== '';

/**
 * A password group's password: kept exactly as typed (as account passwords are), not blank,
 * at most PASSWORD_MAX characters. No minimum: the spec asks for none, and CometChat has none.
 */
export const groupPasswordSchema = v.pipe(
  v.string(MESSAGES.group.passwordRequired),
  v.check(notBlank, MESSAGES.group.passwordRequired),
  v.maxLength(PASSWORD_MAX, MESSAGES.password.max),
);

function passwordMessage(password: unknown): string {
  const result = v.safeParse(groupPasswordSchema, password);
  return result.success ? MESSAGES.invalid : result.issues[0].message;
}

/** What a valid creation gives: the password only for a password group. */
export type CreateGroupOutput =
  | { name: string; type: 'password'; password: string }
  | { name: string; type: Exclude<GroupType, 'password'> };

/**
 * The group creation form and its payload: name, type and, for a password group, the
 * password (spec section 5: none may be blank). A password sent with a public or private
 * group is dropped, not refused: the form keeps the field's text when the type changes.
 */
export const CreateGroupSchema = v.pipe(
  formObject({
    name: groupNameSchema,
    type: groupTypeSchema,
    password: v.optional(v.unknown()),
  }),
  v.forward(
    v.partialCheck(
      [['type'], ['password']],
      (input) => input.type !== 'password' || v.is(groupPasswordSchema, input.password),
      (issue) => passwordMessage((issue.input as { password?: unknown }).password),
    ),
    ['password'],
  ),
  v.transform(
    (input): CreateGroupOutput =>
      input.type === 'password'
        ? { name: input.name, type: 'password', password: String(input.password) }
        : { name: input.name, type: input.type },
  ),
);

export type CreateGroupInput = v.InferInput<typeof CreateGroupSchema>;

import * as v from 'valibot';
import { PASSWORD_MAX } from './constants';
import { shownNameSchema } from './display-text';
import { formObject } from './form-object';
import { MESSAGES } from './messages';
import { countSchema } from './paging';

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

// ---------------------------------------------------------------------------------------------
// `/chat-api/groups*`: the group operations of spec section 7. Who may do each one is
// canAct of @wob/api (chat-groups/permissions.ts), checked by the server on every call.

/** Guids are made by whoever creates the group (the server or CometChat's client): CometChat's alphabet. */
export const GROUP_GUID_MAX = 100;
/** People one add-members call may add (one page of the Contacts dialog). */
export const GROUP_ADD_MAX = 30;
/** Groups one page of the group browser holds. */
export const GROUPS_PAGE = 30;
/** Wrong passwords for one group before joining it is refused for a while. */
export const GROUP_PASSWORD_ATTEMPTS = 5;
export const GROUP_PASSWORD_LOCK_MINUTES = 15;

const guidSchema = v.pipe(
  v.string(MESSAGES.group.guidRequired),
  v.trim(),
  v.nonEmpty(MESSAGES.group.guidRequired),
  v.maxLength(GROUP_GUID_MAX, MESSAGES.group.guidRequired),
  v.regex(/^[\w-]+$/, MESSAGES.group.guidRequired),
);
const uidSchema = v.pipe(
  v.string(MESSAGES.group.memberRequired),
  v.trim(),
  v.nonEmpty(MESSAGES.group.memberRequired),
  v.maxLength(64, MESSAGES.group.memberRequired),
);
const cursorSchema = v.optional(
  v.pipe(v.string(MESSAGES.paging.page), v.maxLength(128, MESSAGES.paging.page)),
);
const pageLimit = (max: number) => v.optional(countSchema(1, max, MESSAGES.paging.limit), max);
const searchSchema = v.optional(
  v.pipe(v.string(MESSAGES.invalid), v.trim(), v.maxLength(100, MESSAGES.invalid)),
);

/** One group: get, leave, delete. */
export const GroupRefSchema = formObject({ guid: guidSchema });
export type GroupRefInput = v.InferInput<typeof GroupRefSchema>;

/**
 * Groups the caller can see, newest first: `joinedOnly` those they are a member of, else also
 * the public and password groups they may join (private ones only once added). `search`
 * matches the name.
 */
export const GroupsQuerySchema = formObject({
  limit: pageLimit(GROUPS_PAGE),
  cursor: cursorSchema,
  search: searchSchema,
  joinedOnly: v.optional(
    v.pipe(
      v.union([v.boolean(MESSAGES.invalid), v.picklist(['true', 'false'], MESSAGES.invalid)]),
      v.transform((value) => value === true || value === 'true'),
    ),
    false,
  ),
});
export type GroupsQueryInput = v.InferInput<typeof GroupsQuerySchema>;

/** Join a public group, or a password group with its password (ignored for public ones). */
export const JoinGroupSchema = formObject({
  guid: guidSchema,
  password: v.optional(
    v.pipe(
      v.string(MESSAGES.group.passwordRequired),
      v.maxLength(PASSWORD_MAX, MESSAGES.password.max),
    ),
  ),
});
export type JoinGroupInput = v.InferInput<typeof JoinGroupSchema>;

/** A page of a group's members (10; spec section 9), or of its banned list. */
export const GroupMembersQuerySchema = formObject({
  guid: guidSchema,
  limit: pageLimit(10),
  cursor: cursorSchema,
  search: searchSchema,
});
export type GroupMembersQueryInput = v.InferInput<typeof GroupMembersQuerySchema>;

/** Add members (spec section 7: guid, members as participant). */
export const AddGroupMembersSchema = formObject({
  guid: guidSchema,
  members: v.pipe(
    v.array(uidSchema, MESSAGES.group.membersRequired),
    v.minLength(1, MESSAGES.group.membersRequired),
    v.maxLength(GROUP_ADD_MAX, MESSAGES.group.membersMax),
  ),
});
export type AddGroupMembersInput = v.InferInput<typeof AddGroupMembersSchema>;

/** Ban, unban, kick (guid, uid), and transfer ownership to uid. */
export const GroupMemberRefSchema = formObject({ guid: guidSchema, uid: uidSchema });
export type GroupMemberRefInput = v.InferInput<typeof GroupMemberRefSchema>;

/** Update member scope (guid, uid, scope). */
export const UpdateGroupScopeSchema = formObject({
  guid: guidSchema,
  uid: uidSchema,
  scope: v.picklist(GROUP_SCOPES, MESSAGES.group.scopeInvalid),
});
export type UpdateGroupScopeInput = v.InferInput<typeof UpdateGroupScopeSchema>;

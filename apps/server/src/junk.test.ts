import { type Endpoint, endpoints } from '@wob/api';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPollWithComment } from './modules/polls/store';
import {
  registrationPayload,
  server,
  type SignedUp,
  signUp,
  uniqueEmail,
  useTestServer,
} from './test/harness';
import { insertBubble, insertComments } from './test/bubbles';
import {
  expectCleanAnswer,
  fieldsOf,
  headerSafe,
  INJECTIONS,
  isJsonObject,
  junkText,
  junkValue,
} from './test/junk';
import { ADMIN_JUNK_IDS, adminJunkBases } from './test/junk-admin';
import { chatJunkBases } from './test/junk-chat';
import { GROUP_JUNK_ARRAY_FIELDS, GROUP_JUNK_IDS } from './test/junk-groups';

// Junk input never breaks the server: malformed JSON, wrong types, huge strings and
// injection strings in every field of every endpoint are answered with a 4xx JSON body
// (never a 500), and the server stays healthy.

let user: SignedUp;
const bases: Record<string, () => Promise<Record<string, unknown>>> = {};
const board = { bubble: '', name: '', comment: '' };

useTestServer();

beforeAll(async () => {
  user = await signUp(server);
  const today = server.clock.now();
  bases.register = async () => registrationPayload(today, { email: uniqueEmail('junk') });
  bases.login = async () => ({ username: user.email, password: 'not-the-password' });
  bases.forgotPassword = async () => ({ email: 'nobody-junk@example.com' });
  bases.checkEmail = async () => ({ email: 'nobody-junk@example.com' });
  Object.assign(bases, adminJunkBases());
  bases.resetPassword = async () => ({ token: 'made-up-token', password: 'abcdefgh' });
  // A plan that does not exist: junk never starts or changes a subscription.
  bases.subscribe = async () => ({ planId: 'no-such-plan' });
  bases.switchPlan = async () => ({ planId: 'no-such-plan' });
  bases.createSupportTicket = async () => ({ topic: 'other', message: 'Junk input test' });
  bases.updateProfile = async () => ({});
  bases.removeUserImage = async () => ({});
  // A wrong old password: the change can never succeed, whatever else is sent.
  bases.changePassword = async () => ({
    oldPassword: 'not-the-password',
    newPassword: 'abcdefgh',
    confirmPassword: 'abcdefgh',
  });
  // Board: the junk user owns a Bubble with one comment; the deletions name ids that
  // do not exist, so junk never removes anything.
  const bubble = await insertBubble(server, user);
  board.bubble = bubble.id;
  board.name = bubble.name;
  const [comment] = await insertComments(server, bubble.id, user, 1);
  board.comment = comment ?? '';
  bases.addComment = async () => ({ bubble: board.bubble, comment: 'Junk input test' });
  bases.addReply = async () => ({ commentID: board.comment, comment: 'Junk input test' });
  bases.deleteComment = async () => ({ commentID: 'no-such-comment', bubble: board.bubble });
  bases.deleteReply = async () => ({ commentID: board.comment, replyID: 'no-such-reply' });
  // Polls: a poll in the junk user's Bubble. The user has no premium, so create is
  // answered 403 whatever comes (polls/junk.test.ts sends junk as a premium member); a
  // vote names an option that does not exist and a deletion a poll that does not, so junk
  // never stores or removes anything.
  await insertPollWithComment(server.app.wob.db, {
    id: 'junk-poll',
    bubbleId: board.bubble,
    authorId: user.id,
    question: 'Junk poll?',
    options: [{ id: 'junk-option', text: 'Yes' }],
    commentId: 'junk-poll-comment',
    createdAt: today,
  });
  bases.createPoll = async () => ({ question: 'Junk?', options: ['A', 'B'], bubble: board.bubble });
  bases.castVote = async () => ({
    poll: 'junk-poll',
    option: 'no-such-option',
    bubble: board.bubble,
  });
  bases.deletePoll = async () => ({ poll_id: 'no-such-poll' });
  // Bubbles: create names the board's Bubble (taken: 422), edit and delete name
  // Bubbles that do not exist, remove is the owner leaving (409), pick is the owner's own
  // (no change), and the moderator page and notifications are premium (403 for this user).
  bases.createBubble = async () => ({ name: board.name, circleColor: '#123456' });
  bases.editBubble = async () => ({ bubble: 'no-such-bubble', title: 'Junk' });
  bases.deleteBubble = async () => ({ bubble: 'no-such-bubble' });
  bases.pickBubble = async () => ({ bubble: board.bubble });
  bases.removeBubble = async () => ({ bubble: board.bubble });
  bases.markActive = async () => ({ bubble: board.bubble, user: 'no-such-user' });
  bases.kickoutUser = async () => ({ bubble: board.bubble, user: 'no-such-user' });
  bases.markPublic = async () => ({ bubble: board.bubble });
  bases.markPrivate = async () => ({ bubble: board.bubble });
  bases.setModerator = async () => ({
    bubble: board.bubble,
    user: 'no-such-user',
    moderator: true,
  });
  bases.setNotifications = async () => ({ bubble: board.bubble, notify: true });
  // Discovery: the deck with every filter, reactions to a Wobler who does not exist
  // (404), a report, the bell's seen status, a shared position and the menu search.
  bases.getAllWoblers = async () => ({
    bubbleIds: 'all',
    distance: 50,
    gender: 'female',
    ageFrom: 20,
    ageTo: 40,
    search: 'junk',
    page: 1,
    limit: 5,
    exclude: [],
  });
  for (const id of [
    'likeWobler',
    'dislikeWobler',
    'saveWobler',
    'removeSavedWobler',
    'removeConnection',
    'blockWobler',
    'unblockWobler',
  ]) {
    bases[id] = async () => ({ _id: 'no-such-wobler' });
  }
  bases.reportWobler = async () => ({ wobler: 'no-such-wobler', reason: 'other' });
  bases.setNotificationsSeen = async () => ({ ids: ['no-such-notification'] });
  bases.setLocation = async () => ({ position: { latitude: 55.68, longitude: 12.57 } });
  bases.menuSearch = async () => ({ search: 'junk' });
  // CometChat: this installation's chat is self-hosted, so it answers 404 whatever comes.
  bases.cometchatUser = async () => ({ uid: 'no-such-user' });
  Object.assign(bases, chatJunkBases(user.id));
});

/**
 * Fields where null, a number or an array is a right type, so junk of those types may be
 * accepted (a page of 3, an age of 25, a list of ids of nothing).
 */
const NULL_OR_ARRAY_FIELDS: Record<string, readonly string[]> = {
  getAllWoblers: ['distance', 'bubbleIds', 'exclude', 'ageFrom', 'ageTo', 'page', 'limit'],
  menuSearch: ['woblerLimit', 'woblerPage', 'bubbleLimit', 'bubblePage'],
  setLocation: ['position'],
  setNotificationsSeen: ['ids'],
  // A list of Bubble ids: junk strings in an array are ids of no Bubble, so no change.
  updateProfile: ['bubbles'],
  ...GROUP_JUNK_ARRAY_FIELDS,
};

const SESSION_ENDING = new Set(['logout', 'deleteAccount']);

const postEndpoints = Object.values(endpoints).filter((endpoint) => endpoint.method === 'POST');

function send(endpoint: Endpoint, payload: string, contentType = 'application/json') {
  return server.app.inject({
    method: 'POST',
    url: endpoint.path,
    payload,
    headers: {
      'content-type': contentType,
      ...(endpoint.auth === 'none' ? {} : { authorization: `Bearer ${user.token}` }),
    },
  });
}

describe('junk input', () => {
  // First, while no per-route rate limit (support tickets: 10 per window) has been used up
  // by the junk below: an exhausted limit answers 429 before the body is looked at.
  it('answers wrong content types with 415', async () => {
    for (const endpoint of postEndpoints) {
      const response = await send(endpoint, '<xml/>', 'application/xml');
      // A premium endpoint answers the junk user (no premium) 403 before it reads the body; an
      // admin or server endpoint refuses the member's token (401) first.
      const guarded = endpoint.auth === 'admin' || endpoint.auth === 'server';
      expect(response.statusCode, endpoint.id).toBe(endpoint.premium ? 403 : guarded ? 401 : 415);
      expectCleanAnswer(response, endpoint.id);
    }
  });

  it('answers malformed or non-object JSON bodies with 4xx on every POST endpoint', async () => {
    const malformed = fc.oneof(
      fc.string(),
      fc.constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", 'nul', '[1,2', '{"a":"\\x"}', '\u0000'),
      fc.json().map((json) => json.slice(0, Math.max(1, json.length - 1))),
      fc.constantFrom('[]', '1', '"text"', 'null', 'true', '[{"a":1}]'),
      fc.constant(`${'['.repeat(20_000)}${']'.repeat(20_000)}`),
      fc.constant(`{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_001)}`),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...postEndpoints), malformed, async (endpoint, body) => {
        // Any JSON object is a valid payload for the calls that take none: it would end the
        // session (logout) or the account (delete-account) that the other checks use.
        fc.pre(!(isJsonObject(body) && SESSION_ENDING.has(endpoint.id)));
        const response = await send(endpoint, body);
        expectCleanAnswer(response, `${endpoint.id} ${JSON.stringify(body.slice(0, 80))}`);
        // Anything that is not a JSON object can never be a valid payload.
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          parsed = undefined;
        }
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
          expect(
            response.statusCode,
            `${endpoint.id} ${JSON.stringify(body.slice(0, 80))}`,
          ).toBeGreaterThanOrEqual(400);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('answers junk in any field of every endpoint without a 500', async () => {
    const withFields = postEndpoints.filter((endpoint) => fieldsOf(endpoint).length > 0);
    expect(withFields.map((endpoint) => endpoint.id).sort()).toEqual(
      [
        'addComment',
        'addReply',
        'createBubble',
        'deleteBubble',
        'editBubble',
        'kickoutUser',
        'markActive',
        'markPrivate',
        'markPublic',
        'pickBubble',
        'removeBubble',
        'setModerator',
        'setNotifications',
        'deleteComment',
        'deleteReply',
        'castVote',
        'createPoll',
        'deletePoll',
        'changePassword',
        'checkEmail',
        ...ADMIN_JUNK_IDS,
        'createSupportTicket',
        'forgotPassword',
        'login',
        'register',
        'removeUserImage',
        'resetPassword',
        'subscribe',
        'switchPlan',
        'updateProfile',
        'getAllWoblers',
        'likeWobler',
        'dislikeWobler',
        'saveWobler',
        'removeSavedWobler',
        'removeConnection',
        'blockWobler',
        'unblockWobler',
        'reportWobler',
        'setNotificationsSeen',
        'setLocation',
        'menuSearch',
        'cometchatUser',
        'awaitAccept',
        'addToWaiting',
        'acceptMessageRequest',
        'chatDeleteConversation',
        'chatSendText',
        'chatSendCustom',
        'chatEditMessage',
        'chatDeleteMessage',
        'chatReceipt',
        'chatTyping',
        'chatTransient',
        'chatPollsCreate',
        'chatPollsVote',
        'chatReactionsReact',
        'chatCallInitiate',
        'chatCallAccept',
        'chatCallReject',
        'chatCallEnd',
        'chatCallRejoin',
        'chatCallSignal',
        ...GROUP_JUNK_IDS,
      ].sort(),
    );
    const cases = fc
      .constantFrom(...withFields)
      .chain((endpoint) =>
        fc.tuple(fc.constant(endpoint), fc.constantFrom(...fieldsOf(endpoint)), junkValue()),
      );
    await fc.assert(
      fc.asyncProperty(cases, async ([endpoint, field, value]) => {
        const base = bases[endpoint.id];
        if (!base) throw new Error(`no base payload for ${endpoint.id}`);
        const payload = { ...(await base()), [field]: value };
        const response = await send(endpoint, JSON.stringify(payload));
        expectCleanAnswer(
          response,
          `${endpoint.id}.${field} = ${JSON.stringify(value)?.slice(0, 80)}`,
        );
        const wrongType =
          !NULL_OR_ARRAY_FIELDS[endpoint.id]?.includes(field) &&
          (value === null ||
            typeof value === 'number' ||
            Array.isArray(value) ||
            (typeof value === 'object' && field !== 'settings'));
        if (wrongType) {
          expect(response.statusCode, `${endpoint.id}.${field}`).toBeGreaterThanOrEqual(400);
        }
      }),
      { numRuns: 250 },
    );
  });

  it('answers junk settings without a 500', async () => {
    const update = endpoints.updateProfile;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'showLocation',
          'showGender',
          'ageRangeFrom',
          'ageRangeTo',
          'language',
          'marketingEmails',
        ),
        junkValue(),
        async (setting, value) => {
          const response = await send(update, JSON.stringify({ settings: { [setting]: value } }));
          expectCleanAnswer(
            response,
            `settings.${setting} = ${JSON.stringify(value)?.slice(0, 80)}`,
          );
        },
      ),
      { numRuns: 80 },
    );
  });

  it('answers a junk id or query for get-user-profile without a 500', async () => {
    await fc.assert(
      fc.asyncProperty(junkText, async (id) => {
        const response = await server.app.inject({
          method: 'GET',
          url: endpoints.getUserProfile.path,
          query: { id },
          headers: { authorization: `Bearer ${user.token}` },
        });
        expectCleanAnswer(response, `id = ${JSON.stringify(id).slice(0, 80)}`);
      }),
      { numRuns: 80 },
    );
  });

  it('answers junk board queries without a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(endpoints.getBoard, endpoints.getReplies),
        fc.constantFrom('bubble', 'id', 'page', 'limit'),
        junkText,
        async (endpoint, key, value) => {
          const response = await server.app.inject({
            method: 'GET',
            url: endpoint.path,
            query: { bubble: board.bubble, id: board.comment, [key]: value },
            headers: { authorization: `Bearer ${user.token}` },
          });
          expectCleanAnswer(
            response,
            `${endpoint.id} ${key} = ${JSON.stringify(value).slice(0, 80)}`,
          );
        },
      ),
      { numRuns: 80 },
    );
  });

  it('answers junk Bubble queries without a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(endpoints.listBubbles, endpoints.getBubble, endpoints.getActiveMembers),
        fc.constantFrom('id', 'bubble', 'sort', 'search', 'page', 'limit'),
        junkText,
        async (endpoint, key, value) => {
          const response = await server.app.inject({
            method: 'GET',
            url: endpoint.path,
            query: { id: board.bubble, bubble: board.bubble, [key]: value },
            headers: { authorization: `Bearer ${user.token}` },
          });
          expectCleanAnswer(
            response,
            `${endpoint.id} ${key} = ${JSON.stringify(value).slice(0, 80)}`,
          );
        },
      ),
      { numRuns: 80 },
    );
  });

  it('answers junk chat queries without a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          endpoints.chatConversations,
          endpoints.chatConversation,
          endpoints.chatUser,
          endpoints.chatMessages,
          endpoints.chatSync,
          endpoints.chatSharedMedia,
          endpoints.chatCallHistory,
          endpoints.chatCallActive,
        ),
        fc.constantFrom(
          'conversationWith',
          'receiverType',
          'conversationType',
          'uid',
          'limit',
          'cursor',
          'before',
          'after',
          'parentMessageId',
          'hideReplies',
          'kind',
        ),
        fc.oneof(fc.constantFrom(...INJECTIONS), fc.string(), fc.integer().map(String)),
        async (endpoint, key, value) => {
          const response = await server.app.inject({
            method: 'GET',
            url: endpoint.path,
            query: {
              conversationWith: 'no-such-wobler',
              uid: 'no-such-wobler',
              after: '0',
              kind: 'photos',
              [key]: value,
            },
            headers: { authorization: `Bearer ${user.token}` },
          });
          expectCleanAnswer(
            response,
            `${endpoint.id} ${key} = ${JSON.stringify(value).slice(0, 80)}`,
          );
        },
      ),
      { numRuns: 120 },
    );
  });

  it('answers junk tokens and headers with 401, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...INJECTIONS), fc.string({ maxLength: 2_000 })),
        fc.string({ maxLength: 200 }),
        async (token, language) => {
          const response = await server.app.inject({
            method: 'GET',
            url: endpoints.getUserProfile.path,
            headers: {
              authorization: `Bearer ${headerSafe(token)}`,
              'accept-language': headerSafe(language),
            },
          });
          expectCleanAnswer(response, `token ${JSON.stringify(token).slice(0, 60)}`);
          expect(response.statusCode).toBe(401);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('answers a body far above the limit with 413', async () => {
    const response = await send(
      endpoints.login,
      JSON.stringify({ username: 'a@b.dk', password: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(response.statusCode).toBe(413);
    expectCleanAnswer(response, 'huge body');
  });

  it('is still healthy, and the account still works, after all of it', async () => {
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });
});

import { access } from 'node:fs/promises';
import { CommentSchema, ReplySchema } from '@wob/api';
import { COMMENT_MAX } from '@wob/validation';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { comments, media } from '../../db/schema';
import { topics } from '../../platform/realtime/hub';
import { NOTIFY_MAX_BYTES } from '../../platform/realtime/postgres-hub';
import { pictureDataUrl, server, useTestServer } from '../../test/harness';
import {
  type BoardClient,
  boardEventsDuring,
  insertBubble,
  type MemberSpec,
  signUpClient,
} from '../../test/bubbles';

useTestServer();

const client = (overrides: Record<string, unknown> = {}) => signUpClient(server, overrides);

async function bubbleOf(owner: BoardClient, members: MemberSpec[] = [], isPrivate = false) {
  return (await insertBubble(server, owner.user, { isPrivate, members })).id;
}

const addComment = (by: BoardClient, payload: Record<string, unknown>) =>
  by.post('/api/bubble/add-comment', payload);
const addReply = (by: BoardClient, payload: Record<string, unknown>) =>
  by.post('/api/bubble/add-reply', payload);

/** A JPEG carrying EXIF: a camera, a copyright, and a GPS position. */
async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#4a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Copyright: 'Where-I-Live' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 40/1 0/1' },
    })
    .toBuffer();
}

describe('POST /api/bubble/add-comment', () => {
  it('posts a comment of an active member and answers it as the board shows it', async () => {
    const owner = await client();
    const member = await client({ name: 'Board Member' });
    const bubble = await bubbleOf(owner, [{ userId: member.user.id }]);
    const response = await addComment(member, { bubble, comment: '  Hej alle!  ' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Your comment has been posted.');
    expect(v.parse(CommentSchema, body.data.comment)).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      bubble,
      comment: 'Hej alle!',
      dateTime: server.clock.now().toISOString(),
      imageFile: null,
      commentBy: {
        user: { _id: member.user.id, name: 'Board Member', avatar: expect.any(String) },
      },
      poll: false,
      pollId: null,
      polls: null,
      replies: [],
      replyCount: 0,
      seeMore: false,
    });
  });

  it('refuses a Wobler who is not an active member: 403 in a public Bubble', async () => {
    const owner = await client();
    const outsider = await client();
    const pending = await client();
    const bubble = await bubbleOf(owner, [{ userId: pending.user.id, status: 'pending' }]);
    for (const caller of [outsider, pending]) {
      const response = await addComment(caller, { bubble, comment: 'Let me in' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Join this Bubble to take part.');
    }
  });

  it('answers 404 in a private Bubble to non-members and pending members alike', async () => {
    const owner = await client();
    const outsider = await client();
    const pending = await client();
    const member = await client();
    const bubble = await bubbleOf(
      owner,
      [{ userId: pending.user.id, status: 'pending' }, { userId: member.user.id }],
      true,
    );
    for (const caller of [outsider, pending]) {
      const response = await addComment(caller, { bubble, comment: 'Hello?' });
      expect(response.statusCode).toBe(404);
    }
    expect((await addComment(member, { bubble, comment: 'Inside' })).statusCode).toBe(201);
    expect((await addComment(owner, { bubble: 'no-such-bubble', comment: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('refuses blank text without an image, and text above the limit (422)', async () => {
    const owner = await client();
    const bubble = await bubbleOf(owner);
    for (const payload of [{ bubble, comment: ' \n\t ' }, { bubble }]) {
      const response = await addComment(owner, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        comment: 'Please write a comment or add an image',
      });
    }
    const long = await addComment(owner, { bubble, comment: 'x'.repeat(COMMENT_MAX + 1) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({
      comment: 'A comment can be at most 2000 characters long',
    });
    const atLimit = await addComment(owner, { bubble, comment: 'æ'.repeat(COMMENT_MAX) });
    expect(atLimit.statusCode).toBe(201);
    const stored = await server.app.wob.db
      .select()
      .from(comments)
      .where(eq(comments.bubbleId, bubble));
    expect(stored).toHaveLength(1);
  });

  it('takes an image alone, re-encoded as WebP behind a signed URL', async () => {
    const owner = await client();
    const bubble = await bubbleOf(owner);
    const response = await addComment(owner, { bubble, imageFile: await pictureDataUrl() });
    expect(response.statusCode, response.body).toBe(201);
    const { comment } = response.json().data;
    expect(comment.comment).toBe('');
    expect(comment.imageFile).toMatch(/^\/media\/[0-9a-f]{24}\?exp=\d+&sig=/);
    const file = await server.app.inject({ method: 'GET', url: comment.imageFile });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const [stored] = await server.app.wob.db
      .select()
      .from(comments)
      .where(eq(comments.id, comment._id));
    const [row] = await server.app.wob.db
      .select()
      .from(media)
      .where(eq(media.id, String(stored?.imageId)));
    expect(row).toMatchObject({
      ownerId: owner.user.id,
      kind: 'comment-image',
      mime: 'image/webp',
    });
    await expect(access(server.app.wob.media.absolutePath(String(row?.path)))).resolves.toBe(
      undefined,
    );
  });

  it('strips EXIF (GPS included) from an uploaded photo', async () => {
    const owner = await client();
    const bubble = await bubbleOf(owner);
    const photo = await jpegWithExif();
    // The test photo really carries the data that must not survive.
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes('Where-I-Live')).toBe(true);

    const response = await addComment(owner, {
      bubble,
      comment: 'Holiday',
      imageFile: `data:image/jpeg;base64,${photo.toString('base64')}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = /^\/media\/([0-9a-f]{24})\?/.exec(response.json().data.comment.imageFile)?.[1];
    const [row] = await server.app.wob.db
      .select()
      .from(media)
      .where(eq(media.id, String(id)));
    expect(row?.kind).toBe('comment-image');
    const stored = await sharp(server.app.wob.media.absolutePath(String(row?.path))).toBuffer();
    const metadata = await sharp(server.app.wob.media.absolutePath(String(row?.path))).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes('Where-I-Live')).toBe(false);
    expect(stored.includes('SecretCam')).toBe(false);
  });

  it('refuses a file that is not an image, whatever its data URL claims (422)', async () => {
    const owner = await client();
    const bubble = await bubbleOf(owner);
    const text = Buffer.from('definitely not a picture').toString('base64');
    for (const imageFile of [
      `data:image/png;base64,${text}`,
      `data:text/plain;base64,${text}`,
      'https://example.com/cat.png',
    ]) {
      const response = await addComment(owner, { bubble, comment: 'See this', imageFile });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        imageFile: 'Please choose a PNG, JPEG, WebP or GIF image',
      });
    }
    const stored = await server.app.wob.db
      .select()
      .from(comments)
      .where(eq(comments.bubbleId, bubble));
    expect(stored).toEqual([]);
  });

  it('answers 413 to a body above the limit, and 422 to an image above 5 MB', async () => {
    const owner = await client();
    const bubble = await bubbleOf(owner);
    const huge = await addComment(owner, {
      bubble,
      comment: 'Big',
      imageFile: `data:image/png;base64,${'A'.repeat(9 * 1024 * 1024)}`,
    });
    expect(huge.statusCode).toBe(413);
    const large = await addComment(owner, {
      bubble,
      comment: 'Big',
      imageFile: `data:image/png;base64,${'A'.repeat(7 * 1024 * 1024)}`,
    });
    expect(large.statusCode).toBe(422);
    expect(large.json().errors).toEqual({ imageFile: 'The image can be at most 5 MB' });
  });

  it('allows 30 comments per client and window (RATE_LIMIT_POSTS_MAX), then answers 429', async () => {
    expect(server.config.rateLimit.posts).toBe(30);
    const owner = await client();
    const bubble = await bubbleOf(owner);
    for (let n = 1; n <= server.config.rateLimit.posts; n += 1) {
      const response = await addComment(owner, { bubble, comment: `Post ${n}` });
      expect(response.statusCode).toBe(201);
    }
    const over = await addComment(owner, { bubble, comment: 'One too many' });
    expect(over.statusCode).toBe(429);
    // Replies count on their own.
    const [first] = await server.app.wob.db
      .select()
      .from(comments)
      .where(eq(comments.bubbleId, bubble))
      .limit(1);
    expect(
      (await addReply(owner, { commentID: String(first?.id), comment: 'Still' })).statusCode,
    ).toBe(201);
  });

  it("publishes 'comment.added' on the Bubble's topic", async () => {
    const owner = await client();
    const bubble = await bubbleOf(owner);
    let posted: unknown;
    const events = await boardEventsDuring(server, bubble, async () => {
      posted = (await addComment(owner, { bubble, comment: 'Live!' })).json().data.comment;
    });
    expect(events).toEqual([{ type: 'comment.added', bubbleId: bubble, comment: posted }]);
  });

  it('keeps the largest comment event small enough for the PostgreSQL fan-out', async () => {
    // 3 bytes of UTF-8 per character is the most any cleaned character takes.
    const owner = await client({ name: '語'.repeat(100) });
    const bubble = await bubbleOf(owner);
    const widest = [
      '語'.repeat(COMMENT_MAX),
      '"'.repeat(COMMENT_MAX),
      // Control characters would take 6 bytes each in JSON: they are dropped.
      `${'\u0001'.repeat(1000)}${'\\'.repeat(COMMENT_MAX)}`,
    ];
    for (const text of widest) {
      const events = await boardEventsDuring(server, bubble, async () => {
        const response = await addComment(owner, {
          bubble,
          comment: text,
          imageFile: await pictureDataUrl(),
        });
        expect(response.statusCode, response.body.slice(0, 200)).toBe(201);
      });
      const payload = JSON.stringify({ topic: topics.bubble(bubble), event: events[0] });
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(NOTIFY_MAX_BYTES);
    }
  });

  it('drops invisible control characters from the text', async () => {
    const owner = await client();
    const bubble = await bubbleOf(owner);
    const response = await addComment(owner, { bubble, comment: 'Hej\u0007 med\r\ndig\u001b' });
    expect(response.json().data.comment.comment).toBe('Hej med\ndig');
  });

  it('publishes nothing for a refused comment', async () => {
    const owner = await client();
    const outsider = await client();
    const bubble = await bubbleOf(owner);
    const events = await boardEventsDuring(server, bubble, async () => {
      await addComment(outsider, { bubble, comment: 'Nope' });
      await addComment(owner, { bubble, comment: '   ' });
    });
    expect(events).toEqual([]);
  });
});

describe('POST /api/bubble/add-reply', () => {
  it('posts a reply of an active member and publishes it', async () => {
    const owner = await client();
    const member = await client({ name: 'Quick Replier' });
    const bubble = await bubbleOf(owner, [{ userId: member.user.id }]);
    const top = (await addComment(owner, { bubble, comment: 'Question?' })).json().data.comment;
    let body: { message: string; data: { reply: unknown } } | undefined;
    const events = await boardEventsDuring(server, bubble, async () => {
      const response = await addReply(member, { commentID: top._id, comment: ' Answer ' });
      expect(response.statusCode, response.body).toBe(201);
      body = response.json();
    });
    expect(body?.message).toBe('Your reply has been posted.');
    const reply = v.parse(ReplySchema, body?.data.reply);
    expect(reply).toMatchObject({ commentID: top._id, replyID: reply._id, comment: 'Answer' });
    expect(events).toEqual([
      { type: 'reply.added', bubbleId: bubble, commentId: top._id, reply, replyCount: 1 },
    ]);
  });

  it('refuses non-members (403), blank replies (422) and unknown comments (404)', async () => {
    const owner = await client();
    const outsider = await client();
    const bubble = await bubbleOf(owner);
    const top = (await addComment(owner, { bubble, comment: 'Hi' })).json().data.comment;
    expect((await addReply(outsider, { commentID: top._id, comment: 'Me too' })).statusCode).toBe(
      403,
    );
    const blank = await addReply(owner, { commentID: top._id, comment: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ comment: 'Please write a reply' });
    const unknown = await addReply(owner, { commentID: 'no-such-comment', comment: 'Hello' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This comment could not be found.');
  });

  it("decides the Bubble by the comment, never by the payload: a hidden Bubble's comment is 404", async () => {
    const secretOwner = await client();
    const secret = await bubbleOf(secretOwner, [], true);
    const hidden = (await addComment(secretOwner, { bubble: secret, comment: 'Private' })).json()
      .data.comment;
    const intruder = await client();
    const ownBubble = await bubbleOf(intruder);
    const response = await addReply(intruder, {
      commentID: hidden._id,
      comment: 'Sneaking in',
      bubble: ownBubble,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This comment could not be found.');
    const replies = await server.app.wob.db
      .select()
      .from(comments)
      .where(eq(comments.parentId, hidden._id));
    expect(replies).toEqual([]);
  });
});

import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChatMessage } from '@wob/api';
import { CHAT_MEDIA_CAPS } from '@wob/validation';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { media } from '../../db/schema';
import { answerOf, getAs, postAs } from '../../test/http';
import { server, type SignedUp, useTestServer } from '../../test/harness';
import { CHAT, EventLog, newMuid, signUpPair, storedMessages } from './chat-test-support';

// `POST /chat-api/media` (ARCHITECTURE.md "Images in JSON" and "Media access"):
// multipart uploads, capped per type, recognised by their content, images re-encoded without
// EXIF, answered with signed, expiring URLs.

useTestServer();

interface FilePart {
  name: string;
  data: Buffer;
  contentType?: string;
}

let boundaries = 0;
function multipart(fields: Record<string, string>, file?: FilePart, fileField = 'file') {
  boundaries += 1;
  const boundary = `----woble-test-${boundaries}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(
  who: SignedUp | null,
  fields: Record<string, string>,
  file?: FilePart,
  options: { language?: string; fileField?: string } = {},
) {
  const body = multipart(fields, file, options.fileField);
  const response = await server.app.inject({
    method: 'POST',
    url: CHAT.media,
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      'accept-language': options.language ?? 'en',
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
    },
  });
  return answerOf<ChatMessage>(response);
}

async function photoWithExif(): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'Home address 1' } })
    .jpeg()
    .toBuffer();
}

const MP4 = Buffer.concat([
  Buffer.from('000000186674797069736f6d0000000069736f6d6d703431', 'hex'),
  Buffer.alloc(2_000, 7),
]);

function wav(samples = 2_000): Buffer {
  const data = Buffer.alloc(44 + samples);
  data.write('RIFF', 0);
  data.writeUInt32LE(36 + samples, 4);
  data.write('WAVE', 8);
  data.write('fmt ', 12);
  data.writeUInt32LE(16, 16);
  data.writeUInt16LE(1, 20);
  data.writeUInt16LE(1, 22);
  data.writeUInt32LE(8_000, 24);
  data.writeUInt32LE(16_000, 28);
  data.writeUInt16LE(2, 32);
  data.writeUInt16LE(16, 34);
  data.write('data', 36);
  data.writeUInt32LE(samples, 40);
  return data;
}

function fetchMedia(url: string) {
  return server.app.inject({ method: 'GET', url });
}

async function incomingFiles(): Promise<string[]> {
  return readdir(join(server.app.wob.media.root, '.incoming')).catch(() => []);
}

describe('chat media', () => {
  it('re-encodes an image without its EXIF and answers a signed URL only the link can open', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const log = new EventLog(server, [bob]);
    try {
      const muid = newMuid();
      const sent = await upload(
        alice,
        { receiverId: bob.id, muid, type: 'image' },
        { name: 'holiday.jpg', data: await photoWithExif(), contentType: 'image/jpeg' },
      );
      expect(sent.status).toBe(200);
      expect(sent.data).toMatchObject({
        muid,
        type: 'image',
        category: 'message',
        sender: { uid: alice.id },
        receiverId: bob.id,
        data: {
          url: expect.stringMatching(/^\/media\/[0-9a-f]{24}\?exp=\d+&sig=[\w-]+$/),
          attachments: [
            {
              name: 'holiday.webp',
              extension: 'webp',
              mimeType: 'image/webp',
              size: expect.any(Number),
              url: expect.any(String),
            },
          ],
        },
      });
      expect(sent.data.text).toBeUndefined();
      const url = sent.data.data.url ?? '';
      const file = await fetchMedia(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const stored = await sharp(file.rawPayload).metadata();
      expect(stored.format).toBe('webp');
      expect(stored.exif).toBeUndefined();
      expect(stored.width).toBe(64);
      // A tampered signature opens nothing.
      expect((await fetchMedia(url.replace(/sig=.{4}/, 'sig=AAAA'))).statusCode).toBe(403);
      await log.settle();
      expect(log.ofType(bob, 'chat.message').map((e) => e.message.id)).toEqual([sent.data.id]);

      // A retry of the same send is the same message, and no second file.
      const again = await upload(
        alice,
        { receiverId: bob.id, muid, type: 'image' },
        { name: 'holiday.jpg', data: await photoWithExif() },
      );
      expect(again.status).toBe(200);
      expect(again.data.id).toBe(sent.data.id);
      expect(
        await server.app.wob.db.select().from(media).where(eq(media.ownerId, alice.id)),
      ).toHaveLength(
        // The profile picture of sign-up, and the one chat image.
        2,
      );
    } finally {
      log.stop();
    }
  });

  it('strips the metadata of an image sent as a file too, keeping its format', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const original = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 80, b: 10 } },
    })
      .withExif({
        IFD0: { Artist: 'Secret Person' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 40/1 3/1' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const sent = await upload(
      alice,
      { receiverId: bob.id, muid: newMuid(), type: 'file' },
      { name: 'IMG_0001.JPG', data: original, contentType: 'application/octet-stream' },
    );
    expect(sent.status).toBe(200);
    expect(sent.data.data.attachments?.[0]).toMatchObject({
      name: 'IMG_0001.jpg',
      extension: 'jpg',
      mimeType: 'image/jpeg',
    });
    const served = await fetchMedia(sent.data.data.attachments?.[0]?.url ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(stored.exif).toBeUndefined();
    expect(served.rawPayload.includes('Secret Person')).toBe(false);
    // A file that only claims to be a JPEG is refused, not kept with whatever it holds.
    const broken = Buffer.concat([original.subarray(0, 200), Buffer.alloc(100, 0)]);
    const refused = await upload(
      alice,
      { receiverId: bob.id, muid: newMuid(), type: 'file' },
      { name: 'broken.jpg', data: broken },
    );
    expect(refused.status).toBe(415);
  });

  it('serves a file that is no image as a download, under a name that cannot break the header', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const sent = await upload(
      alice,
      { receiverId: bob.id, muid: newMuid(), type: 'file' },
      { name: 'Sommer-billet (endelig).pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') },
    );
    expect(sent.status).toBe(200);
    const url = sent.data.data.attachments?.[0]?.url ?? '';
    const served = await fetchMedia(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="Sommer-billet (endelig).pdf"; filename*=UTF-8''Sommer-billet%20%28endelig%29.pdf`,
    );
    // Whatever name the link is given, the header holds one clean name, no path, no quote.
    const hostile = '../../etc/"ævil"\r\nSet-Cookie: a=b;\u202e.html';
    const renamed = await fetchMedia(
      url.replace(/name=[^&]*/, `name=${encodeURIComponent(hostile)}`),
    );
    expect(renamed.headers['content-disposition']).toBe(
      `attachment; filename="__vil_Set-Cookie: a=b_.html"; filename*=UTF-8''%22%C3%A6vil%22Set-Cookie%3A%20a%3Db%3B.html`,
    );
    expect(renamed.headers['set-cookie']).toBeUndefined();
    // Without a name, the file's own extension.
    const bare = await fetchMedia(url.replace(/&name=[^&]*/, ''));
    expect(bare.headers['content-disposition']).toMatch(/^attachment; filename="file\.pdf";/);
    // Images, also sent as files, are shown.
    const photo = await upload(
      alice,
      { receiverId: bob.id, muid: newMuid(), type: 'image' },
      { name: 'a.jpg', data: await photoWithExif() },
    );
    const shown = await fetchMedia(photo.data.data.url ?? '');
    expect(shown.headers['content-disposition']).toBeUndefined();
  });

  it('answers 413 above the type’s cap, in the caller’s language, and keeps nothing', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const tooBig = Buffer.alloc(CHAT_MEDIA_CAPS.image + 1, 1);
    const answer = await upload(
      alice,
      { receiverId: bob.id, muid: newMuid(), type: 'image' },
      { name: 'huge.png', data: tooBig },
    );
    expect(answer.status).toBe(413);
    expect(answer.message).toBe(`Images can be at most ${CHAT_MEDIA_CAPS.image / 1024 / 1024} MB.`);
    const danish = await upload(
      alice,
      { receiverId: bob.id, muid: newMuid(), type: 'image' },
      { name: 'huge.png', data: tooBig },
      { language: 'da' },
    );
    expect(danish.message).toBe('Billeder må højst fylde 10 MB.');
    expect(await storedMessages(server, alice, bob)).toEqual([]);
    expect(await incomingFiles()).toEqual([]);
  });

  it('names every cap in its message as configured', async () => {
    const { translate } = await import('../../platform/i18n');
    const { SERVER_MESSAGES: M } = await import('../../messages');
    for (const [type, key] of [
      ['image', M.chat.imageTooLarge],
      ['video', M.chat.videoTooLarge],
      ['audio', M.chat.audioTooLarge],
      ['file', M.chat.fileTooLarge],
    ] as const) {
      const mb = CHAT_MEDIA_CAPS[type] / 1024 / 1024;
      expect(translate('en', key), type).toContain(` ${mb} MB`);
      expect(translate('da', key), type).toContain(` ${mb} MB`);
    }
  });

  it('decides by the content: a text file is no image, a picture is no video', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const notImage = await upload(
      alice,
      { receiverId: bob.id, muid: newMuid(), type: 'image' },
      {
        name: 'photo.jpg',
        data: Buffer.from('just some text, honestly'),
        contentType: 'image/jpeg',
      },
    );
    expect(notImage.status).toBe(415);
    expect(notImage.message).toBe(
      'This image cannot be read. Send a JPEG, PNG, WebP or GIF picture.',
    );
    const notVideo = await upload(
      alice,
      { receiverId: bob.id, muid: newMuid(), type: 'video' },
      { name: 'clip.mp4', data: await photoWithExif(), contentType: 'video/mp4' },
    );
    expect(notVideo.status).toBe(415);
    const notAudio = await upload(
      alice,
      { receiverId: bob.id, muid: newMuid(), type: 'audio' },
      { name: 'voice.wav', data: await photoWithExif(), contentType: 'audio/wav' },
    );
    expect(notAudio.status).toBe(415);
    expect(await storedMessages(server, alice, bob)).toEqual([]);
    expect(await incomingFiles()).toEqual([]);
  });

  it('stores video, audio and files as sent, with a harmless type, and lists them as shared media', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const video = await upload(
      alice,
      { receiverId: bob.id, muid: newMuid(), type: 'video' },
      { name: 'clip.mp4', data: MP4 },
    );
    expect(video.status).toBe(200);
    expect(video.data.data.attachments?.[0]).toMatchObject({
      mimeType: 'video/mp4',
      size: MP4.length,
    });
    const audio = await upload(
      bob,
      { receiverId: alice.id, muid: newMuid(), type: 'audio' },
      { name: 'voice.wav', data: wav() },
    );
    expect(audio.status).toBe(200);
    expect(audio.data.data.attachments?.[0]?.mimeType).toBe('audio/wav');
    const page = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const file = await upload(
      alice,
      { receiverId: bob.id, muid: newMuid(), type: 'file' },
      { name: '../../notes.html', data: page, contentType: 'text/html' },
    );
    expect(file.status).toBe(200);
    expect(file.data.data.url).toBeUndefined();
    expect(file.data.data.attachments?.[0]).toMatchObject({
      name: 'notes.html',
      extension: 'html',
      mimeType: 'application/octet-stream',
      size: page.length,
    });
    const served = await fetchMedia(file.data.data.attachments?.[0]?.url ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.body).toBe(page.toString());
    const pdf = await upload(
      alice,
      { receiverId: bob.id, muid: newMuid(), type: 'file' },
      { name: 'ticket.pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') },
    );
    expect(pdf.data.data.attachments?.[0]?.mimeType).toBe('application/pdf');

    const shared = async (kind: string, query: Record<string, string> = {}) =>
      getAs<{ messages: ChatMessage[]; next: string | null }>(server, CHAT.sharedMedia, bob, {
        conversationWith: alice.id,
        kind,
        ...query,
      });
    expect((await shared('videos')).data.messages.map((m) => m.id)).toEqual([video.data.id]);
    expect((await shared('photos')).data).toEqual({ messages: [], next: null });
    const documents = await shared('documents', { limit: '2' });
    expect(documents.data.messages.map((m) => m.id)).toEqual([pdf.data.id, file.data.id]);
    const more = await shared('documents', { limit: '2', before: documents.data.next ?? '' });
    expect(more.data.messages.map((m) => m.id)).toEqual([audio.data.id]);
    expect(more.data.next).toBeNull();

    // Deleting a media message removes its file: the link opens nothing any more.
    const url = video.data.data.url ?? '';
    expect((await postAs(server, CHAT.delete, alice, { id: video.data.id })).status).toBe(200);
    await server.app.wob.tasks.idle();
    expect((await fetchMedia(url)).statusCode).toBe(404);
    expect((await shared('videos')).data.messages).toEqual([]);
  });

  it('keeps the chat’s rules: blocked, unknown receivers and strangers with messages off are refused before any file is kept', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    await postAs(server, CHAT.block, bob, { _id: alice.id });
    const blocked = await upload(
      alice,
      { receiverId: bob.id, muid: newMuid(), type: 'image' },
      { name: 'a.jpg', data: await photoWithExif() },
    );
    expect(blocked.status).toBe(403);
    expect(blocked.message).toBe('This user has blocked you.');
    const unknown = await upload(
      alice,
      { receiverId: 'no-such-user', muid: newMuid(), type: 'image' },
      { name: 'a.jpg', data: await photoWithExif() },
    );
    expect(unknown.status).toBe(404);
    expect(await storedMessages(server, alice, bob)).toEqual([]);
    expect(await incomingFiles()).toEqual([]);
  });

  it('answers malformed uploads with 4xx', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const fields = { receiverId: bob.id, muid: newMuid(), type: 'file' };
    const file = { name: 'a.txt', data: Buffer.from('hello') };
    expect((await upload(null, fields, file)).status).toBe(401);
    const json = await server.app.inject({
      method: 'POST',
      url: CHAT.media,
      payload: { receiverId: bob.id },
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(json.statusCode).toBe(415);
    const noFile = await upload(alice, fields);
    expect(noFile.status).toBe(422);
    expect(noFile.message).toBe('Choose a file to send.');
    const empty = await upload(
      alice,
      { ...fields, muid: newMuid() },
      { name: 'e.txt', data: Buffer.alloc(0) },
    );
    expect(empty.status).toBe(422);
    const noFields = await upload(alice, {}, file);
    expect(noFields.status).toBe(422);
    expect(noFields.errors).toHaveProperty('receiverId');
    const badType = await upload(alice, { ...fields, type: 'hologram' }, file);
    expect(badType.status).toBe(422);
    const wrongPart = await upload(alice, { ...fields, muid: newMuid() }, file, {
      fileField: 'upload',
    });
    expect(wrongPart.status).toBe(422);
    const broken = await server.app.inject({
      method: 'POST',
      url: CHAT.media,
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc',
      headers: {
        authorization: `Bearer ${alice.token}`,
        'content-type': 'multipart/form-data; boundary=x',
      },
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    // Valid fields, then a file cut off before the form's end: the body could not be read.
    const whole = multipart({ ...fields, muid: newMuid() }, file);
    const cut = await server.app.inject({
      method: 'POST',
      url: CHAT.media,
      payload: whole.payload.subarray(0, whole.payload.length - 20),
      headers: {
        authorization: `Bearer ${alice.token}`,
        'content-type': whole.contentType,
        'accept-language': 'da',
      },
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({
      message: 'Uploaden kunne ikke læses. Prøv igen.',
      code: 'request.uploadMalformed',
    });
    expect(await storedMessages(server, alice, bob)).toEqual([]);
    expect(await incomingFiles()).toEqual([]);
  });
});

import { ApiError } from '@wob/api';
import { apiError } from '@wob/test-utils';
import { CHAT_MEDIA_CAPS } from '@wob/validation';
import { describe, expect, it } from 'vitest';
import { ChatError } from '../port';
import { chatUser, ME, message, OTHER, scripted } from './test/fakes';

// Sends of the wob adapter: retried on network failures and 5xx with backoff, always with the
// caller's muid; failures as typed ChatErrors.

const text = (muid = 'm-1') => ({
  receiverId: OTHER,
  receiverType: 'user' as const,
  muid,
  text: 'Hej',
});

async function loggedIn(overrides: Parameters<typeof scripted>[0] = {}) {
  const world = scripted(overrides);
  await world.service.login();
  return world;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    if (!(error instanceof ChatError)) throw error;
    return error.code;
  }
}

describe('sendMessage', () => {
  it('retries network failures and 5xx with the same muid and growing waits, and answers the stored message', async () => {
    const world = await loggedIn();
    const failures = [apiError(0, 'TypeError: fetch failed'), apiError(503), apiError(502)];
    const stored = message(41, { from: ME, to: OTHER, muid: 'm-1' });
    world.fake.on('chatSendText', () => {
      const failure = failures.shift();
      if (failure) throw failure;
      return { data: stored };
    });

    const answer = await world.service.sendMessage(text('m-1'));

    expect(answer).toEqual(stored);
    const inputs = world.fake.inputsOf('chatSendText') as Array<{ muid: string; text: string }>;
    expect(inputs).toHaveLength(4);
    expect(new Set(inputs.map((input) => input.muid))).toEqual(new Set(['m-1']));
    // 500 ms doubling, half fixed and half random (random() = 0.5 here).
    expect(world.sleeps).toEqual([375, 750, 1500]);
  });

  it("sends a group text's mentions as uids, and none with a one-to-one text", async () => {
    const world = await loggedIn();
    world.fake.on('chatSendText', () => ({ data: message(42, { from: ME, to: OTHER }) }));
    const mentions = [{ uid: OTHER, name: 'Peter' }];
    await world.service.sendMessage({
      receiverId: 'gcrew',
      receiverType: 'group',
      muid: 'm-g',
      text: 'Hej @Peter',
      mentions,
    });
    await world.service.sendMessage({ ...text('m-u'), mentions });
    const inputs = world.fake.inputsOf('chatSendText') as Array<Record<string, unknown>>;
    expect(inputs[0]).toMatchObject({ receiverType: 'group', mentions: [OTHER] });
    expect(inputs[1]).not.toHaveProperty('mentions');
  });

  it('gives up after the configured tries with a network or timeout error', async () => {
    const world = await loggedIn({ retry: { attempts: 3 } });
    world.fake.on('chatSendText', () => {
      throw apiError(0, 'TypeError: fetch failed');
    });
    expect(await codeOf(world.service.sendMessage(text()))).toBe('network');
    expect(world.fake.inputsOf('chatSendText')).toHaveLength(3);

    world.fake.on('chatSendText', () => {
      // As the real client reports a timeout of ky.
      throw new ApiError({
        status: 0,
        statusText: 'TimeoutError: Request timed out: POST /chat-api/messages/text',
      });
    });
    expect(await codeOf(world.service.sendMessage(text('m-2')))).toBe('timeout');
  });

  it('does not retry what the server refused, and names the refusal', async () => {
    const world = await loggedIn();
    const cases: Array<[number, string]> = [
      [422, 'invalid'],
      [409, 'invalid'],
      [429, 'request-limit'],
      [404, 'not-found'],
      [401, 'login'],
    ];
    for (const [status, code] of cases) {
      world.fake.on('chatSendText', () => {
        throw apiError(status, 'Refused.');
      });
      const before = world.fake.inputsOf('chatSendText').length;
      let caught: unknown;
      try {
        await world.service.sendMessage(text(`m-${status}`));
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ChatError);
      expect(caught).toMatchObject({ code, status, message: 'Refused.' });
      expect(world.fake.inputsOf('chatSendText').length - before).toBe(1);
    }
  });

  it("tells which side of a block refused a send (403), from the receiver's block state", async () => {
    const world = await loggedIn();
    world.fake.on('chatSendText', () => {
      throw apiError(403, 'This user has blocked you.');
    });
    world.fake.on('chatUser', () => ({ data: chatUser(OTHER, { hasBlockedMe: true }) }));
    expect(await codeOf(world.service.sendMessage(text('m-a')))).toBe('has-blocked-me');

    world.fake.on('chatUser', () => ({ data: chatUser(OTHER, { blockedByMe: true }) }));
    expect(await codeOf(world.service.sendMessage(text('m-b')))).toBe('blocked');

    world.fake.on('chatUser', () => ({ data: chatUser(OTHER) }));
    expect(await codeOf(world.service.sendMessage(text('m-c')))).toBe('not-allowed');
  });

  it('refuses to send before login', async () => {
    const world = scripted();
    expect(await codeOf(world.service.sendMessage(text()))).toBe('login');
    expect(world.fake.inputsOf('chatSendText')).toHaveLength(0);
  });

  it('sends custom messages with the same retry', async () => {
    const world = await loggedIn();
    let calls = 0;
    const stored = message(7, {
      from: ME,
      to: OTHER,
      category: 'custom',
      type: 'extension_sticker',
    });
    world.fake.on('chatSendCustom', () => {
      calls += 1;
      if (calls === 1) throw apiError(500);
      return { data: stored };
    });
    const answer = await world.service.sendCustomMessage({
      receiverId: OTHER,
      receiverType: 'user',
      muid: 'm-sticker',
      customType: 'extension_sticker',
      customData: { sticker_name: 'heart' },
    });
    expect(answer).toEqual(stored);
    expect(world.fake.inputsOf('chatSendCustom')).toEqual([
      expect.objectContaining({ muid: 'm-sticker', customData: { sticker_name: 'heart' } }),
      expect.objectContaining({ muid: 'm-sticker' }),
    ]);
  });
});

describe('sendMediaMessage', () => {
  const media = (file: File) => ({
    receiverId: OTHER,
    receiverType: 'user' as const,
    muid: 'm-pic',
    type: 'image' as const,
    file,
  });

  it('uploads through the app’s client with progress, retrying a dropped upload with the same muid', async () => {
    const stored = message(9, {
      from: ME,
      to: OTHER,
      type: 'image',
      data: { url: 'https://x/p.png' },
    });
    const sent: Array<{ fields: Record<string, string>; file: unknown; progress: boolean }> = [];
    const world = await loggedIn();
    world.fake.on('chatSendMedia', (input, options) => {
      const form = input as FormData;
      const fields: Record<string, string> = {};
      form.forEach((value, key) => {
        if (typeof value === 'string') fields[key] = value;
      });
      sent.push({
        fields,
        file: form.get('file'),
        progress: typeof options.onUploadProgress === 'function',
      });
      if (sent.length === 1) throw apiError(0, 'Network error');
      options.onUploadProgress?.(0.5);
      return { data: stored };
    });
    const progress: number[] = [];

    const answer = await world.service.sendMediaMessage(
      media(new File(['png'], 'p.png', { type: 'image/png' })),
      (fraction) => progress.push(fraction),
    );

    expect(answer).toEqual(stored);
    // 0.5 from the upload, 1 when the client has the answer.
    expect(progress).toEqual([0.5, 1]);
    expect(sent).toHaveLength(2);
    for (const request of sent) {
      expect(request.fields).toEqual({
        receiverId: OTHER,
        receiverType: 'user',
        muid: 'm-pic',
        type: 'image',
      });
      expect(request.file).toBeInstanceOf(File);
      expect(request.progress).toBe(true);
    }
  });

  it('maps a refused upload to a ChatError with the server’s message', async () => {
    const world = await loggedIn();
    world.fake.on('chatSendMedia', () => {
      throw apiError(413, 'Too large.');
    });

    let caught: unknown;
    try {
      await world.service.sendMediaMessage(media(new File(['x'], 'p.png', { type: 'image/png' })));
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ code: 'too-large', message: 'Too large.', status: 413 });
    expect(world.fake.inputsOf('chatSendMedia')).toHaveLength(1);
  });

  it('refuses a file over the type’s cap before uploading it', async () => {
    const world = await loggedIn();
    const huge = new File([new Uint8Array(CHAT_MEDIA_CAPS.image + 1)], 'huge.png', {
      type: 'image/png',
    });
    expect(await codeOf(world.service.sendMediaMessage(media(huge)))).toBe('too-large');
    expect(world.fake.inputsOf('chatSendMedia')).toHaveLength(0);
  });
});

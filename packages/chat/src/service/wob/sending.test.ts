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

  it('gives up after the configured tries with a network or timeout error', async () => {
    const world = await loggedIn({ retry: { attempts: 3 } });
    world.fake.on('chatSendText', () => {
      throw apiError(0, 'TypeError: fetch failed');
    });
    expect(await codeOf(world.service.sendMessage(text()))).toBe('network');
    expect(world.fake.inputsOf('chatSendText')).toHaveLength(3);

    world.fake.on('chatSendText', () => {
      // As the real client reports a timeout of ky.
      throw new ApiError({ status: 0, statusText: 'TimeoutError: Request timed out: POST /chat-api/messages/text' });
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
    const stored = message(7, { from: ME, to: OTHER, category: 'custom', type: 'extension_sticker' });
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

  it('uploads through XMLHttpRequest with progress, retrying a dropped upload with the same muid', async () => {
    const sent: Array<{ url: string; headers: Record<string, string>; fields: Record<string, string> }> = [];
    const stored = message(9, { from: ME, to: OTHER, type: 'image', data: { url: 'https://x/p.png' } });
    let attempt = 0;
    class FakeXhr {
      status = 0;
      statusText = '';
      responseText = '';
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      ontimeout: (() => void) | null = null;
      private url = '';
      private readonly headers: Record<string, string> = {};
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      abort() {}
      send(body: FormData) {
        attempt += 1;
        const fields: Record<string, string> = {};
        body.forEach((value, key) => {
          if (typeof value === 'string') fields[key] = value;
        });
        sent.push({ url: this.url, headers: this.headers, fields });
        expect(body.get('file')).toBeInstanceOf(File);
        setTimeout(() => {
          if (attempt === 1) {
            this.onerror?.();
            return;
          }
          this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
          this.status = 200;
          this.responseText = JSON.stringify({ data: stored });
          this.onload?.();
        }, 0);
      }
    }
    const world = await loggedIn({ XMLHttpRequest: FakeXhr, baseUrl: 'https://chat.example', getLocale: () => 'da' });
    const progress: number[] = [];

    const answer = await world.service.sendMediaMessage(
      media(new File(['png'], 'p.png', { type: 'image/png' })),
      (fraction) => progress.push(fraction),
    );

    expect(answer).toEqual(stored);
    expect(progress).toEqual([0.5, 1]);
    expect(sent).toHaveLength(2);
    for (const request of sent) {
      expect(request.url).toBe('https://chat.example/chat-api/media');
      expect(request.headers).toEqual({ Authorization: 'Bearer token-1', 'Accept-Language': 'da' });
      expect(request.fields).toEqual({ receiverId: OTHER, receiverType: 'user', muid: 'm-pic', type: 'image' });
    }
  });

  it('falls back to fetch without XMLHttpRequest and maps its errors', async () => {
    const requests: Request[] = [];
    const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
      requests.push(new Request(url, init));
      return new Response(JSON.stringify({ message: 'Too large.' }), { status: 413 });
    }) as typeof fetch;
    const world = await loggedIn({ fetch: fetchImpl, baseUrl: 'https://chat.example' });

    let caught: unknown;
    try {
      await world.service.sendMediaMessage(media(new File(['x'], 'p.png', { type: 'image/png' })));
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ code: 'too-large', message: 'Too large.', status: 413 });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('https://chat.example/chat-api/media');
  });

  it('refuses a file over the type’s cap before uploading it', async () => {
    let uploads = 0;
    const world = await loggedIn({
      fetch: (async () => {
        uploads += 1;
        return new Response('{}');
      }) as typeof fetch,
    });
    const huge = new File([new Uint8Array(CHAT_MEDIA_CAPS.image + 1)], 'huge.png', { type: 'image/png' });
    expect(await codeOf(world.service.sendMediaMessage(media(huge)))).toBe('too-large');
    expect(uploads).toBe(0);
  });
});

import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { CHAT_MEDIA_PATH } from '@wob/api';
import { isMessageKey } from '@wob/i18n';
import {
  CHAT_MEDIA_CAPS,
  flattenIssues,
  MESSAGES,
  type MediaType,
  SendMediaFieldsSchema,
} from '@wob/validation';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Session } from '../../context';
import { SERVER_MESSAGES as M } from '../../messages';
import { newId } from '../../platform/crypto';
import { fieldError, HttpError, unauthorized } from '../../platform/http/http-error';
import { cleanFileName } from '../../platform/storage/file-names';
import {
  ImageRejectedError,
  isReencodable,
  processImage,
  stripImageMetadata,
} from '../../platform/storage/images';
import type { MediaStorage } from '../../platform/storage/media-storage';
import type { StoredMedia } from './send-queue';
import type { ChatService, Outgoing } from './service';

// `POST /chat-api/media` (ARCHITECTURE.md "Images in JSON"): multipart/form-data with the text
// fields of SendMediaFieldsSchema and then the file as the part `file`. The file is streamed to
// disk and counted: above its type's cap (CHAT_MEDIA_CAPS) the answer is 413 and nothing is
// kept. Its content decides what it is, never its name or declared type: images are re-encoded
// (EXIF, GPS included, dropped), also when sent as a file (then in their own format); video and
// audio must sniff as such; any other file is stored as it is, served with its sniffed type when
// that is harmless, else application/octet-stream, and always as a download (attachment).
// The message answered is the JSON endpoints' `{ data: ChatMessage }`, with signed URLs.

const MAX_CAP = Math.max(...Object.values(CHAT_MEDIA_CAPS));
/** What file-type reads to recognise a format. */
const HEAD_BYTES = 4_100;
/** Multipart framing and the text fields, on top of the largest file. */
const FRAMING_BYTES = 64 * 1024;

const TOO_LARGE: Record<MediaType, string> = {
  image: M.chat.imageTooLarge,
  video: M.chat.videoTooLarge,
  audio: M.chat.audioTooLarge,
  file: M.chat.fileTooLarge,
};

// Containers browsers record sound in, which sniff as video.
const AUDIO_CONTAINERS: Record<string, string> = {
  'video/webm': 'audio/webm',
  'video/mp4': 'audio/mp4',
  'video/ogg': 'audio/ogg',
};

/** Types a browser would run as a page or script: served as plain bytes instead. */
const ACTIVE_CONTENT = /html|xml|javascript|ecmascript|svg|x-sh|x-msdownload|xhtml/i;

const BEARER = /^Bearer\s+(\S{1,512})\s*$/i;

async function sessionOf(app: FastifyInstance, request: FastifyRequest): Promise<Session> {
  const header = request.headers.authorization;
  const token = typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
  if (!token) throw unauthorized();
  const session = await app.wob.authenticate(token);
  if (!session) throw new HttpError(401, M.account.sessionInvalid);
  return session;
}

function validateFields(fields: Record<string, string>) {
  const result = v.safeParse(SendMediaFieldsSchema, fields);
  if (result.success) return result.output;
  const known = (message: string) => (isMessageKey(message) ? message : MESSAGES.invalid);
  const fieldErrors = Object.fromEntries(
    Object.entries(flattenIssues(result.issues)).map(([field, message]) => [field, known(message)]),
  );
  throw new HttpError(422, known(result.issues[0]?.message ?? MESSAGES.invalid), { fieldErrors });
}

function extensionOf(name: string): string | undefined {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return match?.[1]?.toLowerCase();
}

function withExtension(name: string, extension: string): string {
  const stem = name.replace(/\.[A-Za-z0-9]{1,10}$/, '') || name;
  return `${stem}.${extension}`;
}

interface Upload {
  tempPath: string;
  head: Buffer;
  size: number;
  fileName: string | undefined;
}

/** Decides what the upload is and moves it into the media storage. */
async function store(media: MediaStorage, type: MediaType, upload: Upload): Promise<StoredMedia> {
  const id = newId();
  const sniffed = await fileTypeFromBuffer(upload.head);
  const name = cleanFileName(upload.fileName, type);
  if (type === 'image') {
    const input = await readFile(upload.tempPath);
    await rm(upload.tempPath, { force: true });
    let processed: Awaited<ReturnType<typeof processImage>>;
    try {
      processed = await processImage(input);
    } catch (error) {
      if (error instanceof ImageRejectedError) throw new HttpError(415, M.chat.imageInvalid);
      throw error;
    }
    const path = await media.write(id, 'webp', processed.data);
    return {
      id,
      kind: 'chat-image',
      path,
      mimeType: processed.mime,
      size: processed.data.length,
      name: withExtension(name, 'webp'),
      extension: 'webp',
    };
  }
  if (type === 'video') {
    if (!sniffed?.mime.startsWith('video/')) throw new HttpError(415, M.chat.videoInvalid);
    const path = await media.adopt(id, sniffed.ext, upload.tempPath);
    return {
      id,
      kind: 'chat-video',
      path,
      mimeType: sniffed.mime,
      size: upload.size,
      name,
      extension: sniffed.ext,
    };
  }
  if (type === 'audio') {
    const mime = sniffed?.mime.startsWith('audio/')
      ? sniffed.mime
      : sniffed
        ? AUDIO_CONTAINERS[sniffed.mime]
        : undefined;
    if (!sniffed || !mime) throw new HttpError(415, M.chat.audioInvalid);
    const path = await media.adopt(id, sniffed.ext, upload.tempPath);
    return {
      id,
      kind: 'chat-audio',
      path,
      mimeType: mime,
      size: upload.size,
      name,
      extension: sniffed.ext,
    };
  }
  if (sniffed && isReencodable(sniffed.mime)) {
    // An image sent as a file keeps its format, but not its metadata (GPS above all).
    const input = await readFile(upload.tempPath);
    await rm(upload.tempPath, { force: true });
    let data: Buffer;
    try {
      data = await stripImageMetadata(input, sniffed.mime);
    } catch (error) {
      if (error instanceof ImageRejectedError) throw new HttpError(415, M.chat.imageInvalid);
      throw error;
    }
    const path = await media.write(id, sniffed.ext, data);
    return {
      id,
      kind: 'chat-file',
      path,
      mimeType: sniffed.mime,
      size: data.length,
      name: withExtension(name, sniffed.ext),
      extension: sniffed.ext,
    };
  }
  const harmless = sniffed && !ACTIVE_CONTENT.test(sniffed.mime);
  const extension = harmless ? sniffed.ext : (extensionOf(name) ?? 'bin');
  const path = await media.adopt(id, harmless ? sniffed.ext : 'bin', upload.tempPath);
  return {
    id,
    kind: 'chat-file',
    path,
    mimeType: harmless ? sniffed.mime : 'application/octet-stream',
    size: upload.size,
    name,
    extension,
  };
}

/**
 * Streams the part to a file under the media folder, counting: above `cap` the rest is read
 * and thrown away, and the answer is 413. Answers the upload, or throws (nothing kept).
 */
async function receive(media: MediaStorage, part: MultipartFile, type: MediaType): Promise<Upload> {
  const folder = join(media.root, '.incoming');
  await mkdir(folder, { recursive: true });
  const tempPath = join(folder, `${newId()}.part`);
  const out = createWriteStream(tempPath, { flags: 'wx' });
  const cap = CHAT_MEDIA_CAPS[type];
  const head: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  try {
    for await (const chunk of readUpload(() => part.file as AsyncIterable<Buffer>)) {
      size += chunk.length;
      if (size > cap) continue;
      if (headSize < HEAD_BYTES) {
        head.push(chunk);
        headSize += chunk.length;
      }
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await finished(out);
    if (size > cap || part.file.truncated) throw new HttpError(413, TOO_LARGE[type]);
    if (size === 0) throw fieldError('file', M.chat.mediaMissing);
    return {
      tempPath,
      head: Buffer.concat(head).subarray(0, HEAD_BYTES),
      size,
      fileName: part.filename,
    };
  } catch (error) {
    out.destroy();
    await rm(tempPath, { force: true });
    throw error;
  }
}

/**
 * What reading the multipart body threw, as the client's mistake: a missing boundary, a body
 * cut short, a broken part header are a 400; the parser's own limits keep their 4xx.
 */
function uploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new HttpError(400, M.request.uploadMalformed);
}

/**
 * Iterates what the multipart parser yields; only the reading itself is wrapped, so a failure
 * of the work done with each item (storage, database) stays a server error.
 */
async function* readUpload<T>(source: () => AsyncIterable<T>): AsyncGenerator<T> {
  let iterator: AsyncIterator<T>;
  try {
    iterator = source()[Symbol.asyncIterator]();
  } catch (error) {
    throw uploadError(error);
  }
  let done = false;
  try {
    while (true) {
      let next: IteratorResult<T>;
      try {
        next = await iterator.next();
      } catch (error) {
        done = true;
        throw uploadError(error);
      }
      if (next.done) {
        done = true;
        return;
      }
      yield next.value;
    }
  } finally {
    if (!done) await iterator.return?.();
  }
}

/** Uploads older than this in the incoming folder were cut off (a crash, a restart). */
const STALE_UPLOAD_MS = 60 * 60 * 1000;

/** Removes what interrupted uploads left in the incoming folder. */
async function removeStaleUploads(media: MediaStorage, nowMs: number): Promise<void> {
  const folder = join(media.root, '.incoming');
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    const path = join(folder, name);
    const info = await stat(path).catch(() => null);
    if (info && nowMs - info.mtimeMs > STALE_UPLOAD_MS) await rm(path, { force: true });
  }
}

export function registerChatMediaRoute(app: FastifyInstance, chat: ChatService): void {
  const { media } = app.wob;
  app.addHook('onReady', async () => {
    // The file times are the disk's, so the system clock judges them.
    await removeStaleUploads(media, Date.now());
  });

  app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fieldNameSize: 100,
        fieldSize: 1024,
        fields: 10,
        files: 1,
        parts: 12,
        headerPairs: 20,
        fileSize: MAX_CAP + 1,
      },
    });

    scope.post(CHAT_MEDIA_PATH, async (request, reply) => {
      const session = await sessionOf(app, request);
      if (!request.isMultipart()) {
        throw new HttpError(415, M.request.unsupportedMediaType);
      }
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > MAX_CAP + FRAMING_BYTES) throw new HttpError(413, M.request.payloadTooLarge);

      const fields: Record<string, string> = {};
      let answer: unknown;
      for await (const part of readUpload(() => request.parts())) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        try {
          if (part.fieldname !== 'file' || answer !== undefined) {
            throw fieldError('file', MESSAGES.invalid);
          }
          const input = validateFields(fields);
          const outgoing: Outgoing = {
            receiverId: input.receiverId,
            receiverType: input.receiverType,
            muid: input.muid,
            ...(input.parentMessageId === undefined
              ? {}
              : { parentMessageId: input.parentMessageId }),
          };
          const stored = await chat.precheckMedia(session, outgoing);
          if (stored) {
            part.file.resume();
            await finished(part.file).catch((error: unknown) => {
              throw uploadError(error);
            });
            answer = stored;
            continue;
          }
          const upload = await receive(media, part, input.type);
          const kept = await store(media, input.type, upload).catch(async (error: unknown) => {
            await rm(upload.tempPath, { force: true });
            throw error;
          });
          try {
            const sent = await chat.sendMedia(session, outgoing, kept, input.type);
            // A concurrent retry of the same muid stored its own file first: this one goes.
            if (!sent.fresh) await media.remove(kept.path);
            answer = sent.message;
          } catch (error) {
            await media.remove(kept.path);
            throw error;
          }
        } catch (error) {
          // The rest of the request is read and dropped, so the answer is not held up.
          part.file.resume();
          throw error;
        }
      }
      if (answer === undefined) {
        // The fields are checked first, so a request without any says what is wrong with them.
        validateFields(fields);
        throw fieldError('file', M.chat.mediaMissing);
      }
      return reply.code(200).send({ data: answer });
    });
  });
}

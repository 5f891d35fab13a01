// The messages part of the CometChat REST fake (fake-cometchat-rest.ts): messages the members'
// SDKs would have sent (tests put them in with `addMessage`), read with `GET /messages/{id}` and
// deleted with `DELETE /messages/{id}` — without `permanent` only marked deleted, as CometChat
// does — in CometChat's shapes (sender and receiver entities in `data.entities`, `sentAt` and
// `deletedAt` in seconds). Media files are served from the same host under `/files/`, as
// CometChat serves uploads from its own.

export interface FakeMessage {
  id: string;
  conversationId: string;
  sender: string;
  receiverType: 'user' | 'group';
  receiver: string;
  category: string;
  type: string;
  data: Record<string, unknown>;
  sentAt: number;
  deletedAt?: number;
  deletedBy?: string;
}

export interface FakeFile {
  mime: string;
  bytes: Buffer;
}

export interface NewFakeMessage {
  sender: { uid: string; name: string };
  /** A user, or a group (its guid and name). */
  to: { uid: string; name: string } | { guid: string; name: string };
  text?: string;
  /** Media: files served by the fake (`/files/<name>`) or other URLs, as attachments. */
  attachments?: { url: string; mimeType: string; name?: string }[];
}

type Answer = [status: number, body: unknown];

const failure = (code: string): unknown => ({ error: { code, message: code, devMessage: code } });

let nextId = 100;

/** A message in CometChat's shape, as a member's SDK would have sent it. */
export function fakeMessage(input: NewFakeMessage): FakeMessage {
  nextId += 1;
  const toGroup = 'guid' in input.to;
  const receiver = 'guid' in input.to ? input.to.guid : input.to.uid;
  const conversationId = toGroup
    ? `group_${receiver}`
    : [input.sender.uid, receiver].sort().join('_user_');
  const receiverEntity =
    'guid' in input.to
      ? {
          entity: { guid: input.to.guid, name: input.to.name, type: 'private' },
          entityType: 'group',
        }
      : {
          entity: { uid: input.to.uid, name: input.to.name, status: 'offline' },
          entityType: 'user',
        };
  const attachments = input.attachments ?? [];
  const first = attachments[0];
  const mediaType = first?.mimeType.split('/')[0] ?? '';
  return {
    id: String(nextId),
    conversationId,
    sender: input.sender.uid,
    receiverType: toGroup ? 'group' : 'user',
    receiver,
    category: 'message',
    type: first ? (['image', 'video', 'audio'].includes(mediaType) ? mediaType : 'file') : 'text',
    data: {
      ...(input.text !== undefined ? { text: input.text } : {}),
      ...(first
        ? {
            url: first.url,
            attachments: attachments.map((file, index) => ({
              name: file.name ?? `file-${index}`,
              mimeType: file.mimeType,
              url: file.url,
              extension: file.mimeType.split('/')[1] ?? '',
              size: 1000,
            })),
          }
        : {}),
      entities: {
        sender: { entity: { uid: input.sender.uid, name: input.sender.name }, entityType: 'user' },
        receiver: receiverEntity,
      },
    },
    sentAt: Math.floor(Date.now() / 1000),
  };
}

/** Answers a messages request, or null when `path` is not one. */
export function answerMessages(
  method: string,
  path: string,
  body: Record<string, unknown>,
  messages: Map<string, FakeMessage>,
): Answer | null {
  const match = /^\/messages\/([^/]+)$/.exec(path);
  if (!match) return null;
  const id = decodeURIComponent(match[1] ?? '');
  const message = messages.get(id);
  if (method === 'GET') {
    if (!message) return [404, failure('ERR_MESSAGE_ID_NOT_FOUND')];
    return [200, { data: message }];
  }
  if (method === 'DELETE') {
    if (!message) return [404, failure('ERR_MESSAGE_ID_NOT_FOUND')];
    if (body.permanent === true) {
      messages.delete(id);
    } else {
      message.deletedAt = Math.floor(Date.now() / 1000);
      message.deletedBy = 'app_system';
    }
    return [200, { data: { ...message, deletedAt: Math.floor(Date.now() / 1000) } }];
  }
  return null;
}

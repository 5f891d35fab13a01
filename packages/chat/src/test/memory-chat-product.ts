import type { LinkPreview, RequestState } from '@wob/api';
import { previewLinkOf } from '../service/link-preview';
import { ChatError, type ChatMessage, type ChatReport } from '../service/port';
import { MemoryChatConnection } from './memory-chat-connection';

// Woble's product operations of a person's tab on the in-memory chat world: blocks (the one
// block table) and message requests, as the product API answers them (api/chat/*, the
// deck's like), reports of messages (api/report/content), and the extensions the memory chat
// has none of.

export abstract class MemoryChatProduct extends MemoryChatConnection {
  async blockUsers(uids: readonly string[]): Promise<string> {
    this.count('blockUsers', [...uids]);
    await this.online(null);
    for (const uid of uids) this.world.block(this.uid, uid);
    return uids.length > 0 ? 'Wobler blocked.' : '';
  }

  async unblockUsers(uids: readonly string[]): Promise<string> {
    this.count('unblockUsers', [...uids]);
    await this.online(null);
    for (const uid of uids) this.world.unblock(this.uid, uid);
    return uids.length > 0 ? 'Wobler unblocked.' : '';
  }

  // Message requests, as the product API answers them (api/chat/*, the deck's like).

  private async someone(uid: string): Promise<void> {
    await this.online(null);
    if (!this.world.people.has(uid)) throw new ChatError('not-found', 'User not found.', 404);
  }

  async getRequestState(uid: string): Promise<RequestState> {
    this.count('getRequestState', uid);
    await this.someone(uid);
    return this.world.requestState(this.uid, uid);
  }

  async addToWaiting(uid: string): Promise<RequestState> {
    this.count('addToWaiting', uid);
    await this.someone(uid);
    return this.world.addToWaiting(this.uid, uid);
  }

  async acceptRequest(uid: string): Promise<RequestState> {
    this.count('acceptRequest', uid);
    await this.someone(uid);
    return this.world.accept(this.uid, uid);
  }

  async likeBack(uid: string): Promise<{ matched: boolean; message: string }> {
    this.count('likeBack', uid);
    await this.someone(uid);
    return { matched: this.world.like(this.uid, uid), message: 'Liked.' };
  }

  /** Someone else's message that is still there: recorded in `world.reports`. */
  async reportMessage(id: string, report: ChatReport): Promise<void> {
    this.count('reportMessage', id, report.reason);
    await this.online(null);
    const message = this.world.messages.find((candidate) => candidate.id === id);
    if (!message || message.deletedAt !== null) {
      throw new ChatError('not-found', 'This message could not be found.', 404);
    }
    if (message.sender.uid === this.uid) {
      throw new ChatError('not-allowed', 'You cannot report your own message.', 403);
    }
    this.world.reports.push({ from: this.uid, id, ...report });
  }

  /** The preview the world holds for the message's link (`world.linkPreviews`), or null. */
  async linkPreview(message: ChatMessage): Promise<LinkPreview | null> {
    this.count('linkPreview', message.id);
    await this.online(null);
    const link = previewLinkOf(message);
    const preview = link === null ? undefined : this.world.linkPreviews.get(link);
    return preview ? structuredClone({ ...preview, url: link ?? preview.url }) : null;
  }

  async callExtension(slug: string, method: string, path: string): Promise<unknown> {
    this.count('callExtension', slug, method, path);
    // Stickers answer `v1/fetch`; polls, reactions and smart replies come with their issues.
    if (slug === 'stickers' && method === 'GET' && path.replace(/^\/+/, '') === 'v1/fetch') {
      await this.online('extension');
      return structuredClone(this.world.stickers);
    }
    throw new ChatError('not-found', `No extension '${slug}' in the memory chat`, 404);
  }
}

import type { ChatSearchResult } from '@wob/api';
import { CHAT_SEARCH, type ChatSearchQueryOutput, searchWords } from '@wob/validation';
import type { Session } from '../../context';
import { SERVER_MESSAGES as M } from '../../messages';
import { fieldError } from '../../platform/http/http-error';
import { toChatGroup } from './group-views';
import { findPeople } from './people-store';
import { parseId, type ChatKit } from './service-kit';
import { snippetOf } from './search-snippet';
import { headlines, searchMessages } from './search-store';
import { toChatMessage, toChatUser } from './views';

// Message search: the caller's readable messages that match (search-store.ts says which),
// newest first, each with its conversation as the conversation list shows it and a snippet.

export function createSearchOps(kit: ChatKit) {
  const { db, media, context, extensionsOf } = kit;
  return {
    async searchMessages(
      session: Session,
      input: ChatSearchQueryOutput,
    ): Promise<{ results: ChatSearchResult[]; next: string | null }> {
      const me = session.user.id;
      const text = input.q.trim().replace(/\s+/g, ' ');
      if (text.length > CHAT_SEARCH.queryMax) throw fieldError('q', M.chatSearch.queryTooLong);
      const words = searchWords(text);
      if (words.length === 0) throw fieldError('q', M.chatSearch.queryRequired);
      const query = words.join(' ');
      const rows = await searchMessages(db, me, {
        text: query,
        words,
        limit: input.limit,
        before: input.cursor === undefined ? undefined : parseId(input.cursor),
      });
      const page = rows.slice(0, input.limit);
      const marked = await headlines(
        db,
        page.map((row) => row.message.id),
        query,
      );
      const [people, extensions] = await Promise.all([
        findPeople(db, me, [
          me,
          ...page.map((row) => row.message.senderId),
          ...page.flatMap((row) => (row.peerId ? [row.peerId] : [])),
        ]),
        extensionsOf(page.map((row) => row.message)),
      ]);
      const view = context(session.user, people, extensions);
      const results: ChatSearchResult[] = [];
      for (const row of page) {
        const message = toChatMessage(row.message, view);
        const snippet = snippetOf(marked.get(row.message.id), row.message.text ?? '', words);
        if (row.group) {
          results.push({
            conversationId: row.conversationId,
            conversationType: 'group',
            conversationWith: toChatGroup(row.group, row.group.scope, media),
            message,
            snippet,
          });
          continue;
        }
        const other = row.peerId ? people.get(row.peerId) : undefined;
        if (!other) continue;
        results.push({
          conversationId: row.conversationId,
          conversationType: 'user',
          conversationWith: toChatUser(other, view),
          message,
          snippet,
        });
      }
      const last = page.at(-1);
      return {
        results,
        next: rows.length > input.limit && last ? String(last.message.id) : null,
      };
    },
  };
}

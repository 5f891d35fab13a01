import type { ChatSearchResult } from '@wob/api';
import { getAs } from '../../test/http';
import type { SignedUp, TestServer } from '../../test/harness';

// Test support for message search: the call with its typed answer.

export const SEARCH_PATH = '/chat-api/messages/search';

export function searchAs(
  server: TestServer,
  who: SignedUp,
  q: string,
  query: Record<string, string> = {},
  language = 'en',
) {
  return getAs<{ results: ChatSearchResult[]; next: string | null }>(
    server,
    SEARCH_PATH,
    who,
    { q, ...query },
    language,
  );
}

/** The texts found, newest first. */
export async function foundTexts(server: TestServer, who: SignedUp, q: string): Promise<string[]> {
  const answer = await searchAs(server, who, q, { limit: '50' });
  if (answer.status !== 200) throw new Error(`search ${answer.status}: ${answer.message}`);
  return answer.data.results.map((result) => result.message.text ?? '');
}

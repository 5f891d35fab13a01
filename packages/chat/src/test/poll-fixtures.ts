import { POLL_MESSAGE_TYPE, type PollExtensionData } from '@wob/api';
import type { MemoryPerson } from './memory-chat-world';
import { messageFixture, ME, METTE } from './chat-fixtures';
import type { ShownMessage } from '../store/messages';

// Poll messages as the wob server answers them (type 'poll', the results in
// `metadata['@injected'].extensions.polls`), for the bubble's stories and tests.

export interface PollFixtureOptions {
  question?: string;
  /** Each option's text and who voted for it. */
  options?: Array<{ text: string; voters?: MemoryPerson[] }>;
  from?: MemoryPerson;
  to?: MemoryPerson;
  type?: string;
}

export function pollFixture(options: PollFixtureOptions = {}): ShownMessage {
  const {
    question = 'Hvor skal vi spise fredag?',
    from = METTE,
    to = ME,
    type = POLL_MESSAGE_TYPE,
  } = options;
  const list = options.options ?? [{ text: 'Pizza' }, { text: 'Sushi' }, { text: 'Smørrebrød' }];
  const byIndex = Object.fromEntries(list.map((option, at) => [String(at + 1), option.text]));
  const message = messageFixture({ from, to, type, category: 'custom' });
  delete message.text;
  const polls: PollExtensionData = {
    id: message.id,
    question,
    options: byIndex,
    results: {
      total: list.reduce((sum, option) => sum + (option.voters?.length ?? 0), 0),
      question,
      options: Object.fromEntries(
        list.map((option, at) => [
          String(at + 1),
          {
            text: option.text,
            count: option.voters?.length ?? 0,
            ...(option.voters?.length
              ? {
                  voters: Object.fromEntries(
                    option.voters.map((voter) => [voter.uid, { name: voter.name }]),
                  ),
                }
              : {}),
          },
        ]),
      ),
    },
  };
  return {
    ...message,
    data: { customData: { question, options: byIndex } },
    metadata: { '@injected': { extensions: { polls } } },
  };
}

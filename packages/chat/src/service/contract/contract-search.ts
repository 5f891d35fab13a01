import { expect, it } from 'vitest';
import type { ChatSearchResult } from '../port';
import { type ContractStage, rejectionCode } from './contract-kit';
import { group } from './contract-groups';
import { newMuid } from './recorder';

// Message search (`searchMessages`): the person's readable messages that contain the words,
// newest first, each with its conversation (the other person or the group) and a snippet whose
// marked parts are the words found. Adapters match differently (the wob server stems Danish
// and English and matches parts of words; CometChat and the memory chat match inside the
// text), so these tests search for made-up words that every way finds.

/** A made-up word no other test writes. */
const wordOf = () =>
  `zork${newMuid()
    .replace(/[^a-z0-9]/gi, '')
    .slice(-8)
    .toLowerCase()}`;

const texts = (results: readonly ChatSearchResult[]) =>
  results.map((result) => result.message.text);

export function describeSearchContract(stage: ContractStage): void {
  it(
    'finds a word in one’s own conversations, newest first, with the conversation and the word marked',
    async () => {
      const { a, b, c } = stage;
      await stage.world.connect(a, b);
      const word = wordOf();
      await stage.send(a, b, `Første ${word} her`);
      await stage.send(b, a, `Anden ${word} der`);
      await stage.send(a, b, 'Intet at finde');
      const page = await b.service.searchMessages(word);
      expect(texts(page.results)).toEqual([`Anden ${word} der`, `Første ${word} her`]);
      const [newest] = page.results;
      expect(newest?.conversationType).toBe('user');
      expect(newest?.conversationType === 'user' && newest.conversationWith.uid).toBe(a.uid);
      expect(newest?.snippet.filter((part) => part.match).map((part) => part.text)).toEqual([word]);
      expect(page.next).toBeNull();
      // A part of the word finds it too; someone outside the conversation finds nothing.
      expect(texts((await a.service.searchMessages(word.slice(0, 7))).results)).toContain(
        `Første ${word} her`,
      );
      expect((await c.service.searchMessages(word)).results).toEqual([]);
    },
    stage.timeout,
  );

  it(
    'pages with the cursor and leaves deleted messages out',
    async () => {
      const { a, b } = stage;
      await stage.world.connect(a, b);
      const word = wordOf();
      const sent = [];
      for (const index of [1, 2, 3]) sent.push(await stage.send(a, b, `${word} nummer ${index}`));
      const first = await b.service.searchMessages(word, { limit: 2 });
      expect(texts(first.results)).toEqual([`${word} nummer 3`, `${word} nummer 2`]);
      expect(first.next).not.toBeNull();
      const second = await b.service.searchMessages(word, { limit: 2, cursor: first.next });
      expect(texts(second.results)).toEqual([`${word} nummer 1`]);
      await a.service.deleteMessage(sent[2]?.id ?? '');
      expect(texts((await b.service.searchMessages(word)).results)).toEqual([
        `${word} nummer 2`,
        `${word} nummer 1`,
      ]);
      // Nothing to search for is refused.
      expect(await rejectionCode(b.service.searchMessages('  '))).toBe('invalid');
    },
    stage.timeout,
  );
}

/** Groups: their members find a group's messages, and nobody else (also not after leaving). */
export function describeGroupSearchContract(stage: ContractStage): void {
  it(
    'finds a group’s messages for its members only',
    async () => {
      const { a, b, c } = stage;
      const made = await a.service.createGroup({
        name: `Søg ${newMuid().slice(-6)}`,
        type: 'private',
      });
      await a.service.addMembersToGroup(made.guid, [b.uid]);
      const word = wordOf();
      await a.service.sendMessage({
        ...group(made.guid),
        muid: newMuid(),
        text: `Møde om ${word}`,
      });
      const found = await b.service.searchMessages(word);
      expect(texts(found.results)).toEqual([`Møde om ${word}`]);
      const [result] = found.results;
      expect(result?.conversationType === 'group' && result.conversationWith.guid).toBe(made.guid);
      expect((await c.service.searchMessages(word)).results).toEqual([]);
      await a.service.kickGroupMember(made.guid, b.uid);
      expect((await b.service.searchMessages(word)).results).toEqual([]);
    },
    stage.timeout,
  );
}

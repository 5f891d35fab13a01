import { expect, it } from 'vitest';
import { smartRepliesOf } from '../smart-replies';
import type { ContractStage } from './contract-kit';
import { until } from './recorder';

// Smart replies: a question's suggested answers travel in its metadata (the smart-reply
// extension's place) to the sender's answer, the receiver's live copy and the receiver's
// message list, the same everywhere, and `smartRepliesOf` reads three of them; a statement
// carries none. The wob server computes them (its own tests check which); a service that
// does not compute them (the memory double, the scripted CometChat) is seeded through
// `seedSmartReplies`, as CometChat's extension would inject them.

const QUESTION = 'Skal vi tage en kaffe i morgen?';
const SEEDED = {
  reply_positive: "Yes, I'd love to!",
  reply_neutral: "Maybe, I'll let you know.",
  reply_negative: 'No thanks, not this time.',
  category: 'invitation',
};

export function describeSmartRepliesContract(stage: ContractStage): void {
  it(
    "carries a question's smart replies to the answer, the receiver's copy and list; a statement has none",
    async () => {
      const { world, a, b } = stage;
      await world.connect(a, b);
      world.seedSmartReplies?.(QUESTION, SEEDED);
      const bLog = stage.listen(b.service);
      const statement = await stage.send(a, b, 'Jeg er på vej.');
      const question = await stage.send(a, b, QUESTION);

      const replies = smartRepliesOf(question, 'en');
      expect(replies).not.toBeNull();
      for (const text of Object.values(replies ?? {})) expect(text.trim()).not.toBe('');
      expect(smartRepliesOf(statement, 'en')).toBeNull();

      await until(() => bLog.text.some((message) => message.id === question.id), 'B to get it');
      const live = bLog.text.find((message) => message.id === question.id);
      expect(live && smartRepliesOf(live, 'en')).toEqual(replies);
      const listed = await b.service.messagesRequest({ uid: a.uid }).fetchPrevious();
      const byId = new Map(listed.map((message) => [message.id, message]));
      const listedQuestion = byId.get(question.id);
      const listedStatement = byId.get(statement.id);
      expect(listedQuestion && smartRepliesOf(listedQuestion, 'en')).toEqual(replies);
      expect(listedStatement && smartRepliesOf(listedStatement, 'en')).toBeNull();
    },
    stage.timeout,
  );
}

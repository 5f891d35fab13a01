import { expect, it } from 'vitest';
import type { ChatMention, ChatMessage } from '@wob/api';
import type { ContractStage } from './contract-kit';
import { group } from './contract-groups';
import { newMuid, until } from './recorder';

// Mentions in group texts (`@Name`): the mentioned members travel with the message as
// `metadata.mentions` ({uid, name}), to the sender's answer and to every member's copy; the
// sender is never among them. (Who is notified is the wob server's: its own tests.)

const mentionsOf = (message: ChatMessage | undefined): unknown => message?.metadata?.mentions;

export function describeMentionsContract(stage: ContractStage): void {
  it(
    "carries a group text's mentions to the sender's answer and the members' copies",
    async () => {
      const { a, b, c } = stage;
      const made = await a.service.createGroup({
        name: `Crew ${newMuid().slice(-6)}`,
        type: 'private',
      });
      await a.service.addMembersToGroup(made.guid, [b.uid, c.uid]);
      const members = await a.service.groupMembersRequest({ guid: made.guid }).fetchNext();
      const named = (uid: string): ChatMention => ({
        uid,
        name: members.find((member) => member.uid === uid)?.name ?? '',
      });
      const bLog = stage.listen(b.service);
      const sent = await a.service.sendMessage({
        ...group(made.guid),
        muid: newMuid(),
        text: `Hej @${named(b.uid).name}`,
        mentions: [named(b.uid), named(a.uid)],
      });
      expect(mentionsOf(sent)).toEqual([named(b.uid)]);
      await until(() => bLog.text.some((message) => message.id === sent.id), 'B to get it');
      expect(mentionsOf(bLog.text.find((message) => message.id === sent.id))).toEqual([
        named(b.uid),
      ]);
      // Without mentions, a group text has none.
      const plain = await a.service.sendMessage({
        ...group(made.guid),
        muid: newMuid(),
        text: 'Hej',
      });
      expect(mentionsOf(plain)).toBeUndefined();
    },
    stage.timeout,
  );
}

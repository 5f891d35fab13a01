import { describe, expect, it } from 'vitest';
import { record } from '../service/contract/recorder';
import { MemoryChatWorld } from './memory-chat-world';

// What the in-memory chat's groups promise beyond the contract suite: the stories' seeding,
// the acting tab left untold while the person's other tabs are told, and blocks inside a
// group (messages shown, typing not passed).

function world() {
  return new MemoryChatWorld({
    people: [
      { uid: 'anna', name: 'Anna' },
      { uid: 'peter', name: 'Peter' },
      { uid: 'sofie', name: 'Sofie' },
    ],
    now: () => 1_800_000_000,
  });
}

describe('the memory chat world with groups', () => {
  it('seeds a group with members, bans, messages and action messages for stories', async () => {
    const chat = world();
    const seeded = chat.groups.seed({
      guid: 'g-hikers',
      name: 'Hikers',
      owner: 'anna',
      members: { peter: 'moderator' },
      banned: { sofie: 'participant' },
    });
    chat.groups.seedAction(seeded.guid, 'added', 'anna', 'peter');
    chat.groups.seedMessage('anna', seeded.guid, 'Hello hikers');
    const peter = chat.serviceFor('peter');
    await peter.login();
    const [conversation] = await peter.conversationsRequest().fetchNext();
    expect(conversation).toMatchObject({
      conversationId: 'group_g-hikers',
      conversationType: 'group',
      conversationWith: { guid: 'g-hikers', scope: 'moderator', membersCount: 2, owner: 'anna' },
      lastMessage: { text: 'Hello hikers', receiverType: 'group' },
      unreadMessageCount: 1,
    });
    const banned = await peter.bannedMembersRequest({ guid: 'g-hikers' }).fetchNext();
    expect(banned).toEqual([
      { uid: 'sofie', name: 'Sofie', avatar: '', status: 'offline', scope: 'participant' },
    ]);
    const messages = await peter
      .messagesRequest({ uid: 'g-hikers', receiverType: 'group' })
      .fetchPrevious();
    expect(messages.map((message) => message.category)).toEqual(['action', 'message']);
  });

  it('tells a change to the other tabs of the person who made it, not to the acting tab', async () => {
    const chat = world();
    const anna = chat.serviceFor('anna');
    const annaElsewhere = chat.serviceFor('anna');
    const peter = chat.serviceFor('peter');
    for (const tab of [anna, annaElsewhere, peter]) await tab.login();
    const annaLog = record(anna);
    const elsewhereLog = record(annaElsewhere);
    const peterLog = record(peter);
    const made = await anna.createGroup({ name: 'Hikers', type: 'private' });
    await anna.addMembersToGroup(made.guid, ['peter']);
    expect(annaLog.groups).toEqual([]);
    expect(annaLog.custom).toEqual([]);
    expect(elsewhereLog.groups.map((change) => change.action)).toEqual(['added']);
    expect(elsewhereLog.groups[0]?.group).toMatchObject({ scope: 'admin', hasJoined: true });
    expect(peterLog.groups[0]?.group).toMatchObject({ scope: 'participant', hasJoined: true });
    expect(peterLog.custom.map((message) => message.data.customData?.action)).toEqual(['added']);
  });

  it('shows the messages of a blocked member in the group but passes no typing between them', async () => {
    const chat = world();
    const anna = chat.serviceFor('anna');
    const peter = chat.serviceFor('peter');
    const sofie = chat.serviceFor('sofie');
    for (const tab of [anna, peter, sofie]) await tab.login();
    const made = await anna.createGroup({ name: 'Hikers', type: 'public' });
    await anna.addMembersToGroup(made.guid, ['peter', 'sofie']);
    await peter.blockUsers(['sofie']);
    const peterLog = record(peter);
    const annaLog = record(anna);
    const receiver = { receiverId: made.guid, receiverType: 'group' as const };
    sofie.startTyping(receiver);
    await sofie.sendMessage({ ...receiver, muid: 'm-1', text: 'Hi all' });
    expect(annaLog.typingStarted.map((indicator) => indicator.sender.uid)).toEqual(['sofie']);
    expect(peterLog.typingStarted).toEqual([]);
    expect(peterLog.text.map((message) => message.text)).toEqual(['Hi all']);
    const members = await peter.groupMembersRequest({ guid: made.guid }).fetchNext();
    expect(members.find((member) => member.uid === 'sofie')?.status).toBe('offline');
  });
});

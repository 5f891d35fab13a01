import type { ChatService, GroupChange, GroupListener } from '../../port';
import { type CometChatTab, createCometChatTestWorld } from './world';

// What the cometchat adapter's group tests (../adapter-groups*.test.ts) share: four people on
// a scripted CometChat, each signed in in a tab, and a recorder of a tab's group listeners.

export const GROUP_PEOPLE = [
  { uid: 'ann', name: 'Ann' },
  { uid: 'bob', name: 'Bob' },
  { uid: 'cy', name: 'Cy' },
  { uid: 'dee', name: 'Dee' },
];

export async function groupWorld(people = GROUP_PEOPLE) {
  const world = createCometChatTestWorld(people);
  const tabs: Record<string, CometChatTab> = {};
  for (const person of people) {
    const tab = world.tab(person.uid);
    await tab.service.login();
    tabs[person.uid] = tab;
  }
  const service = (uid: string): ChatService => {
    const tab = tabs[uid];
    if (!tab) throw new Error(`no tab of ${uid}`);
    return tab.service;
  };
  /** SDK calls of `method` made so far. */
  const sdkCalls = (method: string) =>
    world.cloud.calls.filter((call) => call.method === method).length;
  return { ...world, tabs, service, sdkCalls };
}

const KINDS = [
  'onGroupMemberJoined',
  'onGroupMemberLeft',
  'onGroupMemberKicked',
  'onGroupMemberBanned',
  'onGroupMemberUnbanned',
  'onGroupMemberScopeChanged',
  'onMemberAddedToGroup',
  'onOwnershipChanged',
  'onGroupMemberUpdated',
  'onGroupUpdated',
  'onGroupDeleted',
] as const satisfies ReadonlyArray<keyof GroupListener>;

/** Every group change a service tells, with the callback it came through. */
export function groupRecorder(service: ChatService) {
  const heard: Array<GroupChange & { kind: keyof GroupListener }> = [];
  const listener: GroupListener = {};
  for (const kind of KINDS) {
    listener[kind] = (change: GroupChange) => heard.push({ ...change, kind });
  }
  service.addGroupListener(listener);
  return heard;
}

import { moveCallClock } from '../../cometchat/test/calls';
import { type CallTab, createCallTestWorld, settle } from '../../cometchat/test/call-world';
import { describeCallServiceContract } from '../contract';

// The one contract suite of the CallService port, run against the cometchat adapter on the
// scripted CometChat (the chat SDK's calling, test/calls.ts) — this machine cannot reach the
// hosted service. Each person's tab has the chat adapter logged in beside the call adapter, as
// in a browser; blocks go through the product, which mirrors them to CometChat; the callers'
// call timers run on a clock the suite moves.
describeCallServiceContract('cometchat adapter on a scripted CometChat', async () => {
  const people = [
    { uid: 'u-alma', name: 'Alma' },
    { uid: 'u-bo', name: 'Bo' },
    { uid: 'u-cy', name: 'Cy' },
  ];
  const world = createCallTestWorld(people);
  const advance = moveCallClock(world.cloud);
  const tabs: CallTab[] = [];
  const first = new Map<string, CallTab>();
  const open = async (uid: string) => {
    const tab = await world.tab(uid);
    tabs.push(tab);
    if (!first.has(uid)) first.set(uid, tab);
    return tab;
  };
  const [alma, bo, cy] = await Promise.all(
    people.map(async (person) => ({ ...person, service: (await open(person.uid)).calls })),
  );
  if (!alma || !bo || !cy) throw new Error('three people');
  await settle();
  const tabOf = (uid: string) => {
    const tab = first.get(uid);
    if (!tab) throw new Error(`no tab of ${uid}`);
    return tab;
  };
  return {
    people: [alma, bo, cy],
    // The call rings first; the callee's tab answers busy (told through the listener).
    busyAtOnce: false,
    async openTab(person) {
      const tab = await open(person.uid);
      await settle();
      return tab.calls;
    },
    async block(by, uid) {
      world.product.block(by.uid, uid.uid);
      await settle();
    },
    async group(owner, members) {
      const { guid } = await tabOf(owner.uid).chat.service.createGroup({
        name: 'Kaffeklubben',
        type: 'public',
      });
      for (const member of members) await tabOf(member.uid).chat.service.joinGroup(guid);
      await settle();
      return guid;
    },
    async advance(ms) {
      advance(ms);
      await settle();
    },
    async teardown() {
      for (const tab of tabs) await tab.chat.service.logout();
    },
  };
});

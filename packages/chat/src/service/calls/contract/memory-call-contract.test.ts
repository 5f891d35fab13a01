import { MemoryCallService, MemoryCallWorld } from '../../../test/memory-call-service';
import { MemoryChatWorld } from '../../../test/memory-chat-world';
import { describeCallServiceContract } from './call-service-contract';

// The call suite checks itself on the in-memory calls the store tests and stories use, so that
// the double behaves like the real adapters; its clock moves, so the unanswered case runs.
describeCallServiceContract('memory double', async () => {
  const chat = new MemoryChatWorld({
    people: [
      { uid: 'u-alma', name: 'Alma' },
      { uid: 'u-bo', name: 'Bo' },
      { uid: 'u-cy', name: 'Cy' },
    ],
  });
  const world = new MemoryCallWorld({ chat });
  const tabs: MemoryCallService[] = [];
  const tab = (uid: string) => {
    const service = new MemoryCallService(world, uid);
    tabs.push(service);
    return service;
  };
  const [alma, bo, cy] = [
    { uid: 'u-alma', name: 'Alma' },
    { uid: 'u-bo', name: 'Bo' },
    { uid: 'u-cy', name: 'Cy' },
  ].map((person) => ({ ...person, service: tab(person.uid) }));
  if (!alma || !bo || !cy) throw new Error('three people');
  return {
    people: [alma, bo, cy],
    async openTab(person) {
      return tab(person.uid);
    },
    async block(by, uid) {
      chat.block(by.uid, uid.uid);
    },
    async group(owner, members) {
      const record = chat.groups.seed({
        name: 'Kaffeklubben',
        owner: owner.uid,
        members: Object.fromEntries(members.map((member) => [member.uid, 'participant'])),
      });
      return record.guid;
    },
    async advance(ms) {
      world.advance(ms);
    },
    async teardown() {
      for (const service of tabs) service.close();
    },
  };
});

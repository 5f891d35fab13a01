import { describe, expect, it } from 'vitest';
import {
  createChatSetup,
  createWorld,
  JONAS,
  ME,
  METTE,
  seedConversations,
} from '../test/chat-fixtures';

// A link to a group (`/chat?group=<guid>`, a Bubble's chat from the Bubble page): the store
// opens a group the user is in by its guid, even one not on the list's first page, and
// changes nothing for a group they are not in or that does not exist.

function linkSetup() {
  const world = createWorld();
  seedConversations(world);
  world.groups.seed({
    guid: 'gmine',
    name: 'Havekredsen',
    owner: METTE.uid,
    members: { [ME.uid]: 'participant' },
  });
  world.groups.seed({
    guid: 'gothers',
    name: 'Lukket kreds',
    owner: METTE.uid,
    type: 'private',
    members: { [JONAS.uid]: 'participant' },
  });
  return createChatSetup(world);
}

describe('openGroupById', () => {
  it('opens a group the user is in, by its guid', async () => {
    const setup = linkSetup();
    await setup.store.getState().openPage();
    expect(await setup.store.getState().openGroupById('gmine')).toBe(true);
    expect(setup.store.getState().open).toMatchObject({
      uid: 'gmine',
      receiverType: 'group',
      origin: 'chosen',
    });
  });

  it('changes nothing for a group the user is not in, or an unknown guid', async () => {
    const setup = linkSetup();
    await setup.store.getState().openPage();
    const before = setup.store.getState().open?.uid;
    expect(await setup.store.getState().openGroupById('gothers')).toBe(false);
    expect(await setup.store.getState().openGroupById('gnothing')).toBe(false);
    expect(setup.store.getState().open?.uid).toBe(before);
  });
});

import type { BubbleTile, User } from '@wob/api';
import { describe, expect, it } from 'vitest';
import { createBubble } from '../../test/bubbles';
import { getAs, postAs } from '../../test/http';
import { server, signUp, useTestServer } from '../../test/harness';

// `update-profile` with bubbles (spec section 7: "also used with bubbles"; ARCHITECTURE.md:
// it sets the picks under the same rules as picking and leaving).

useTestServer();

interface ProfileAnswer {
  user: User;
  bubbles?: BubbleTile[];
}

const statuses = (tiles: readonly BubbleTile[] = []) =>
  Object.fromEntries(tiles.map((tile) => [tile.name, tile.membership.status]));

describe('POST /api/update-profile with bubbles', () => {
  it('makes the list the person’s Bubbles: new ones picked, missing ones left, owned ones kept', async () => {
    const host = await signUp(server);
    const open = await createBubble(server, host, { name: 'Picks open' });
    const closed = await createBubble(server, host, { name: 'Picks closed', privateBubble: true });
    const wobler = await signUp(server);
    const own = await createBubble(server, wobler, { name: 'Picks own' });

    const first = await postAs<ProfileAnswer>(server, '/api/update-profile', wobler, {
      bubbles: [open._id, closed._id],
    });
    expect(first.status).toBe(200);
    expect(statuses(first.data.bubbles)).toEqual({
      'Picks open': 'active',
      'Picks closed': 'pending',
      'Picks own': 'active',
    });

    const second = await postAs<ProfileAnswer>(server, '/api/update-profile', wobler, {
      bubbles: [closed._id],
    });
    expect(statuses(second.data.bubbles)).toEqual({
      'Picks closed': 'pending',
      'Picks own': 'active',
    });
    const mine = await getAs<{ docs: BubbleTile[] }>(server, '/api/bubble/mine', wobler);
    expect(mine.data.docs.map((tile) => tile._id).sort()).toEqual([closed._id, own._id].sort());
  });

  it('changes nothing, the profile included, when one of the Bubbles does not exist', async () => {
    const host = await signUp(server);
    const open = await createBubble(server, host, { name: 'Picks real' });
    const wobler = await signUp(server);
    const answer = await postAs<ProfileAnswer>(server, '/api/update-profile', wobler, {
      name: 'Renamed Wobler',
      bubbles: [open._id, 'no-such-bubble'],
    });
    expect(answer.status).toBe(404);
    const profile = await getAs<{ user: User }>(server, '/api/get-user-profile', wobler);
    expect(profile.data.user.name).not.toBe('Renamed Wobler');
    const mine = await getAs<{ docs: BubbleTile[] }>(server, '/api/bubble/mine', wobler);
    expect(mine.data.docs).toEqual([]);
  });

  it('answers without bubbles when none were sent, and refuses junk lists with 422', async () => {
    const wobler = await signUp(server);
    const plain = await postAs<ProfileAnswer>(server, '/api/update-profile', wobler, {
      about: 'Kayaks and coffee',
    });
    expect(plain.status).toBe(200);
    expect(plain.data.bubbles).toBeUndefined();
    for (const bubbles of ['abc', [42], Array.from({ length: 500 }, (_, i) => `b${i}`)]) {
      const junk = await postAs(server, '/api/update-profile', wobler, { bubbles });
      expect(junk.status).toBe(422);
      // The message sits on the list, or on the bad entry ('bubbles.0').
      expect(Object.keys(junk.errors ?? {}).some((key) => key.startsWith('bubbles'))).toBe(true);
    }
  });
});

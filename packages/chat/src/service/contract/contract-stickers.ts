import { expect, it } from 'vitest';
import {
  fetchStickers,
  liveReactionOf,
  sendLiveReaction,
  stickerMessage,
  stickerOf,
  stickerSetsOf,
  stickerTypeOf,
} from '../stickers';
import { type ContractStage, user } from './contract-kit';
import { group } from './contract-groups';
import { newMuid, until } from './recorder';

// Stickers and live reactions, through the typed calls on the port's `callExtension` and
// `sendTransientMessage` (service/stickers.ts): the stickers extension answers its sets in
// order, a sticker message carries its `sticker_url` and `sticker_name` to the other side, and
// a live heart reaches whoever has the conversation, one-to-one and in a group.

export function describeStickersContract(stage: ContractStage, groups: boolean): void {
  it(
    'answers the sticker sets sorted by set order, grouped by set, stickers by their order',
    async () => {
      const { defaultStickers, customStickers } = await fetchStickers(stage.a.service);
      expect(defaultStickers.length).toBeGreaterThan(0);
      for (const list of [defaultStickers, customStickers]) {
        const sets = stickerSetsOf({ defaultStickers: list, customStickers: [] });
        // Grouped: each set name is one run; sorted: set orders and sticker orders ascend.
        expect(new Set(sets.map((set) => set.name)).size).toBe(sets.length);
        const setOrders = sets.map((set) => set.stickers[0]?.stickerSetOrder ?? 0);
        expect(setOrders).toEqual([...setOrders].sort((x, y) => x - y));
        for (const set of sets) {
          const orders = set.stickers.map((sticker) => sticker.stickerOrder);
          expect(orders).toEqual([...orders].sort((x, y) => x - y));
          expect(set.stickers.every((sticker) => sticker.stickerUrl !== '')).toBe(true);
        }
      }
      expect(stickerSetsOf({ defaultStickers, customStickers }).length).toBeGreaterThanOrEqual(2);
    },
    stage.timeout,
  );

  it(
    'carries a sticker message with its sticker_url and sticker_name to the other side',
    async () => {
      const { world, a, b } = stage;
      await world.connect(a, b);
      const bLog = stage.listen(b.service);
      const { defaultStickers } = await fetchStickers(a.service);
      const sticker = defaultStickers.at(-1);
      if (!sticker) throw new Error('no sticker');
      const customData = { sticker_url: sticker.stickerUrl, sticker_name: sticker.stickerName };
      const type = stickerTypeOf(a.service.kind);

      const sent = await a.service.sendCustomMessage({
        ...user(b),
        muid: newMuid(),
        ...stickerMessage(sticker, stickerTypeOf(a.service.kind)),
      });

      expect(sent).toMatchObject({ type, category: 'custom' });
      expect(stickerOf(sent, type)).toEqual(customData);
      await until(() => bLog.custom.some((m) => m.id === sent.id), 'the sticker at B');
      const received = bLog.custom.find((m) => m.id === sent.id);
      expect(received).toMatchObject({ type, sender: { uid: a.uid } });
      expect(stickerOf(received ?? sent, type)).toEqual(customData);
      const listed = await b.service.messagesRequest({ uid: a.uid }).fetchPrevious();
      expect(stickerOf(listed.find((m) => m.id === sent.id) ?? sent, type)).toEqual(customData);
    },
    stage.timeout,
  );

  it(
    'tells a live heart to the other side of a one-to-one conversation',
    async () => {
      const { world, a, b } = stage;
      await world.connect(a, b);
      const bLog = stage.listen(b.service);
      sendLiveReaction(a.service, user(b));
      await until(() => bLog.transient.length > 0, 'the live reaction at B');
      const [told] = bLog.transient;
      expect(told).toMatchObject({ sender: { uid: a.uid }, receiverType: 'user' });
      expect(told && liveReactionOf(told)).toBe('heart');
    },
    stage.timeout,
  );

  it.skipIf(!groups)(
    'sends a sticker and a live heart to a group, and its members get both',
    async () => {
      const { a, b } = stage;
      const made = await a.service.createGroup({
        name: `Stickers ${newMuid().slice(-6)}`,
        type: 'private',
      });
      await a.service.addMembersToGroup(made.guid, [b.uid]);
      const bLog = stage.listen(b.service);
      const [sticker] = (await fetchStickers(b.service)).defaultStickers;
      if (!sticker) throw new Error('no sticker');
      const type = stickerTypeOf(a.service.kind);

      const sent = await a.service.sendCustomMessage({
        ...group(made.guid),
        muid: newMuid(),
        ...stickerMessage(sticker, stickerTypeOf(a.service.kind)),
      });
      await until(() => bLog.custom.some((m) => m.id === sent.id), 'the group sticker at B');
      expect(stickerOf(bLog.custom.find((m) => m.id === sent.id) ?? sent, type)).toEqual({
        sticker_url: sticker.stickerUrl,
        sticker_name: sticker.stickerName,
      });

      sendLiveReaction(a.service, group(made.guid));
      await until(() => bLog.transient.length > 0, 'the group live reaction at B');
      expect(bLog.transient[0]).toMatchObject({
        receiverType: 'group',
        receiverId: made.guid,
        sender: { uid: a.uid },
        data: { type: 'live_reaction', reaction: 'heart' },
      });
    },
    stage.timeout,
  );
}

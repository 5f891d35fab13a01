import { CHAT_MEDIA_CAPS } from '@wob/validation';
import { expect, it } from 'vitest';
import { type ContractStage, everyMessage, ids, rejectionCode, user } from './contract-kit';
import { oversizedImage, pngFile } from './fixtures';
import { newMuid, until } from './recorder';

// The contract suite's tests of login, sending and delivery: a message reaches the receiver
// once and the sender's other tabs, muids make sends idempotent, media and custom messages
// carry their data, and a removed listener hears nothing.

export function describeSendingContract(stage: ContractStage): void {
  const { listen, send, flush, timeout } = stage;

  it(
    'answers the logged-in user, again on a second login',
    async () => {
      const { world } = stage;
      for (const person of world.people) {
        expect(person.service.getLoggedInUser()).toMatchObject({ uid: person.uid });
        const again = await person.service.login();
        expect(again).toMatchObject({ uid: person.uid, name: person.name });
        expect(person.service.getLoggedInUser()?.uid).toBe(person.uid);
      }
    },
    timeout,
  );

  it(
    "delivers a text message once, as the sender's answer describes it, and not back to the sending tab",
    async () => {
      const { world, a, b } = stage;
      await world.connect(a, b);
      const aLog = listen(a.service);
      const bLog = listen(b.service);
      const muid = newMuid();

      const sent = await a.service.sendMessage({ ...user(b), muid, text: 'Hello Bo' });

      expect(sent).toMatchObject({
        muid,
        text: 'Hello Bo',
        type: 'text',
        category: 'message',
        receiverId: b.uid,
        receiverType: 'user',
        sender: { uid: a.uid },
        deletedAt: null,
      });
      await until(() => bLog.text.length > 0, 'the message at the receiver');
      await flush(a, b, bLog);
      expect(bLog.text).toHaveLength(1);
      expect(bLog.received).toHaveLength(1);
      expect(bLog.text[0]).toMatchObject({
        id: sent.id,
        muid,
        text: 'Hello Bo',
        conversationId: sent.conversationId,
        sentAt: sent.sentAt,
        sender: { uid: a.uid, name: sent.sender.name },
        receiverId: b.uid,
      });
      // The sender has the answer: its own listeners are not told the message again.
      await flush(b, a, aLog);
      expect(aLog.received).toHaveLength(0);
    },
    timeout,
  );

  it(
    "tells the sender's other tab the message its answer describes",
    async (context) => {
      const { world, a, b } = stage;
      if (!world.openTab) return context.skip();
      await world.connect(a, b);
      const secondTab = await world.openTab(a);
      const tabLog = listen(secondTab);

      const sent = await send(a, b, 'From the first tab');

      await until(() => tabLog.text.length > 0, 'the message in the second tab');
      expect(tabLog.text[0]).toMatchObject({
        id: sent.id,
        muid: sent.muid,
        text: sent.text,
        conversationId: sent.conversationId,
        sender: { uid: a.uid },
        receiverId: b.uid,
      });
    },
    timeout,
  );

  it(
    'stores a message once however often it is sent with the same muid',
    async () => {
      const { world, a, b } = stage;
      await world.connect(a, b);
      const bLog = listen(b.service);
      const muid = newMuid();

      const first = await a.service.sendMessage({ ...user(b), muid, text: 'Only once' });
      const second = await a.service.sendMessage({ ...user(b), muid, text: 'Only once' });

      expect(second.id).toBe(first.id);
      await until(() => bLog.text.length > 0, 'the message at the receiver');
      await flush(a, b, bLog);
      expect(ids(bLog.received)).toEqual([first.id]);
      expect(ids(await everyMessage(b.service, a))).toEqual([first.id]);
    },
    timeout,
  );

  it(
    'retries a send whose answer was lost with the same muid: one message, one delivery',
    async (context) => {
      const { world, a, b } = stage;
      if (!world.loseNextAnswer) return context.skip();
      await world.connect(a, b);
      const bLog = listen(b.service);

      world.loseNextAnswer(a.service);
      const sent = await send(a, b, 'Through a bad network');

      await until(() => bLog.text.length > 0, 'the message at the receiver');
      await flush(a, b, bLog);
      expect(ids(bLog.received)).toEqual([sent.id]);
      expect(ids(await everyMessage(a.service, b))).toEqual([sent.id]);
    },
    timeout,
  );

  it(
    'sends an image as a media message with its url, lists it in shared media, and refuses one too large',
    async () => {
      const { world, a, b } = stage;
      await world.connect(a, b);
      const bLog = listen(b.service);
      const progress: number[] = [];

      const sent = await a.service.sendMediaMessage(
        { ...user(b), muid: newMuid(), type: 'image', file: pngFile() },
        (fraction) => progress.push(fraction),
      );

      expect(sent).toMatchObject({ type: 'image', category: 'message', receiverId: b.uid });
      expect(sent.data.url).toBeTruthy();
      expect(progress.at(-1)).toBe(1);
      await until(() => bLog.media.length > 0, 'the image at B');
      expect(bLog.media[0]).toMatchObject({ id: sent.id, type: 'image' });
      expect(bLog.media[0]?.data.url).toBeTruthy();
      expect(bLog.text).toHaveLength(0);
      const photos = await b.service.sharedMediaRequest({ uid: a.uid, kind: 'photos' }).fetchNext();
      expect(ids(photos)).toEqual([sent.id]);
      expect(
        await b.service.sharedMediaRequest({ uid: a.uid, kind: 'documents' }).fetchNext(),
      ).toEqual([]);

      const tooLarge = a.service.sendMediaMessage({
        ...user(b),
        muid: newMuid(),
        type: 'image',
        file: oversizedImage(CHAT_MEDIA_CAPS.image + 1),
      });
      expect(await rejectionCode(tooLarge)).toBe('too-large');
    },
    timeout,
  );

  it(
    'delivers a custom message (a sticker) to onCustomMessageReceived with its data',
    async () => {
      const { world, a, b } = stage;
      await world.connect(a, b);
      const bLog = listen(b.service);
      const customData = { sticker_url: 'https://example.com/heart.png', sticker_name: 'heart' };

      const sent = await a.service.sendCustomMessage({
        ...user(b),
        muid: newMuid(),
        customType: 'extension_sticker',
        customData,
      });

      expect(sent).toMatchObject({ category: 'custom', data: { customData } });
      await until(() => bLog.custom.length > 0, 'the sticker at B');
      expect(bLog.custom[0]).toMatchObject({
        id: sent.id,
        category: 'custom',
        data: { customData },
      });
      expect(bLog.text).toHaveLength(0);
    },
    timeout,
  );

  it(
    'stops telling a listener once it is removed',
    async () => {
      const { world, a, b } = stage;
      await world.connect(a, b);
      const kept = listen(b.service);
      const removed = listen(b.service);
      removed.stop();

      await send(a, b, 'only for the kept listener');

      await until(() => kept.text.length > 0, 'the message at the kept listener');
      await flush(a, b, kept);
      expect(removed.received).toHaveLength(0);
      expect(removed.typingStarted).toHaveLength(0);
    },
    timeout,
  );
}

import { createTranslator } from '@wob/i18n';
import type { Notifier } from '@wob/store';
import { CALL_LIMITS } from '@wob/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { until } from '../service/contract/recorder';
import { MemoryCallService, MemoryCallWorld } from '../test/memory-call-service';
import { MemoryChatWorld } from '../test/memory-chat-world';
import { type CallStore, createCallStore } from './call-store';

// The call store on the in-memory calls: what each person's tab shows as a call rings, is taken,
// turned down, answered busy, left unanswered or hung up, and what it ignores.

const PEOPLE = [
  { uid: 'u-alma', name: 'Alma' },
  { uid: 'u-bo', name: 'Bo' },
  { uid: 'u-cy', name: 'Cy' },
];

function notifier() {
  const errors: string[] = [];
  const notify: Notifier = {
    success: () => undefined,
    error: (message: string) => {
      errors.push(message);
    },
    info: () => undefined,
  } as unknown as Notifier;
  return { notify, errors };
}

const stores: CallStore[] = [];

function setup(language: 'en' | 'da' = 'en') {
  const chat = new MemoryChatWorld({ people: PEOPLE });
  const world = new MemoryCallWorld({ chat });
  const { notify, errors } = notifier();
  const tab = (uid: string, outcomeMs = 60_000) => {
    const service = new MemoryCallService(world, uid);
    const store = createCallStore({
      service,
      myUid: () => uid,
      notify,
      translate: createTranslator(language),
      outcomeMs,
      log: () => undefined,
    });
    stores.push(store);
    return { service, store, state: () => store.getState() };
  };
  return { chat, world, tab, errors };
}

afterEach(() => {
  for (const store of stores.splice(0)) store.getState().stop();
  vi.useRealTimers();
});

const toBo = { receiverId: 'u-bo', receiverType: 'user' } as const;

async function started<T extends { store: CallStore }>(tab: T): Promise<T> {
  await tab.store.getState().start();
  return tab;
}

describe('call store', () => {
  it('rings out, rings in, is accepted by the callee and hung up by the caller', async () => {
    const { tab } = setup();
    const alma = await started(tab('u-alma'));
    const bo = await started(tab('u-bo'));

    await alma.state().call(toBo, 'video');
    expect(alma.state()).toMatchObject({ phase: 'outgoing', pending: false });
    expect(alma.state().current?.receiver.name).toBe('Bo');
    await until(() => bo.state().phase === 'incoming', 'Bo to be rung');
    expect(bo.state().current?.initiator.name).toBe('Alma');

    await bo.state().accept();
    expect(bo.state().phase).toBe('ongoing');
    await until(() => alma.state().phase === 'ongoing', 'Alma to see the call taken');

    await alma.state().hangUp();
    expect(alma.state()).toMatchObject({ phase: null, current: null });
    await until(() => bo.state().phase === null, 'Bo to see the call end');
  });

  it('tells the caller "Call rejected" when the callee rejects, until dismissed', async () => {
    const { tab } = setup();
    const alma = await started(tab('u-alma'));
    const bo = await started(tab('u-bo'));
    await alma.state().call(toBo, 'audio');
    await until(() => bo.state().phase === 'incoming', 'Bo to be rung');
    await bo.state().reject();
    expect(bo.state().phase).toBeNull();
    await until(() => alma.state().phase === 'ended', 'Alma to be told');
    expect(alma.state()).toMatchObject({
      outcome: 'rejected',
      outcomeText: 'Call rejected',
      busyLine: null,
    });
    alma.state().dismiss();
    expect(alma.state()).toMatchObject({ phase: null, current: null, outcome: null });
  });

  it('hides the outcome by itself after a short time', async () => {
    const { tab } = setup();
    const alma = await started(tab('u-alma', 50));
    const bo = await started(tab('u-bo'));
    await alma.state().call(toBo, 'audio');
    await until(() => bo.state().phase === 'incoming', 'Bo to be rung');
    await bo.state().reject();
    await until(() => alma.state().phase === 'ended', 'the outcome');
    await until(() => alma.state().phase === null, 'the outcome to go');
  });

  it('shows "Call busy" and the busy line to someone calling a person in a call, who is not disturbed', async () => {
    const { tab } = setup();
    const alma = await started(tab('u-alma'));
    const bo = await started(tab('u-bo'));
    const cy = await started(tab('u-cy'));
    await alma.state().call(toBo, 'audio');
    await until(() => bo.state().phase === 'incoming', 'Bo to be rung');
    await bo.state().accept();
    const during = bo.state().current;

    await cy.state().call(toBo, 'video');
    expect(cy.state()).toMatchObject({
      phase: 'ended',
      outcome: 'busy',
      outcomeText: 'Call busy',
      busyLine: 'Bo is on another call.',
    });
    expect(bo.state().phase).toBe('ongoing');
    expect(bo.state().current?.sessionId).toBe(during?.sessionId);
  });

  it('says the outcome in Danish for a Danish reader', async () => {
    const { tab } = setup('da');
    const alma = await started(tab('u-alma'));
    const bo = await started(tab('u-bo'));
    const cy = await started(tab('u-cy'));
    await alma.state().call(toBo, 'audio');
    await cy.state().call(toBo, 'audio');
    expect(cy.state()).toMatchObject({
      outcomeText: 'Optaget',
      busyLine: 'Bo er i et andet opkald.',
    });
    expect(bo.state().phase).toBe('incoming');
  });

  it('tells the caller "Call unanswered" after the timeout; the callee stops ringing', async () => {
    const { tab, world } = setup();
    const alma = await started(tab('u-alma'));
    const bo = await started(tab('u-bo'));
    await alma.state().call(toBo, 'video');
    await until(() => bo.state().phase === 'incoming', 'Bo to be rung');
    world.advance(CALL_LIMITS.unansweredAfterMs);
    expect(alma.state()).toMatchObject({ phase: 'ended', outcomeText: 'Call unanswered' });
    expect(bo.state().phase).toBeNull();
  });

  it('stops ringing for the callee when the caller cancels', async () => {
    const { tab } = setup();
    const alma = await started(tab('u-alma'));
    const bo = await started(tab('u-bo'));
    await alma.state().call(toBo, 'audio');
    await until(() => bo.state().phase === 'incoming', 'Bo to be rung');
    await alma.state().cancel();
    expect(alma.state().phase).toBeNull();
    await until(() => bo.state().phase === null, 'Bo to stop ringing');
  });

  it('moves the other tabs of the callee off the ringing when one tab accepts', async () => {
    const { tab } = setup();
    const alma = await started(tab('u-alma'));
    const boHere = await started(tab('u-bo'));
    const boThere = await started(tab('u-bo'));
    await alma.state().call(toBo, 'video');
    await until(() => boThere.state().phase === 'incoming', 'the second tab to ring');
    await boHere.state().accept();
    expect(boHere.state().phase).toBe('ongoing');
    await until(() => boThere.state().phase === 'elsewhere', 'the second tab to know');
  });

  it('finds the call in progress when a tab opens during it, and can hang it up', async () => {
    const { tab } = setup();
    const alma = await started(tab('u-alma'));
    const bo = await started(tab('u-bo'));
    await alma.state().call(toBo, 'audio');
    await until(() => bo.state().phase === 'incoming', 'Bo to be rung');
    await bo.state().accept();

    const reopened = await started(tab('u-alma'));
    expect(reopened.state().phase).toBe('elsewhere');
    await reopened.state().hangUp();
    await until(() => bo.state().phase === null, 'Bo to see the end');
    await until(() => alma.state().phase === null, 'the first tab to see the end');
  });

  it('takes the call into a reloaded tab on rejoin; the tab that held it lets go', async () => {
    const { tab } = setup();
    const alma = await started(tab('u-alma'));
    const boOld = await started(tab('u-bo'));
    await alma.state().call(toBo, 'video');
    await until(() => boOld.state().phase === 'incoming', 'Bo to be rung');
    await boOld.state().accept();
    const container = document.createElement('div');
    const oldMedia = await boOld.state().startMedia({ container });
    expect(oldMedia?.getState().peers.map((peer) => peer.uid)).toEqual(['u-alma']);

    const boNew = await started(tab('u-bo'));
    expect(boNew.state().phase).toBe('elsewhere');
    // Nothing to start before the rejoin.
    expect(await boNew.state().startMedia({ container })).toBeNull();
    await boNew.state().rejoin();
    expect(boNew.state().phase).toBe('ongoing');
    const newMedia = await boNew.state().startMedia({ container });
    expect(newMedia?.getState().peers.map((peer) => peer.uid)).toEqual(['u-alma']);

    await until(() => boOld.state().phase === 'elsewhere', 'the old tab to let go');
    expect(boOld.state().media).toBeNull();
    expect(oldMedia?.getState().peers).toEqual([]);
    expect(alma.state().phase).toBe('ongoing');

    // And back again: the first tab takes it over in its turn, with new media.
    await boOld.state().rejoin();
    expect(boOld.state().phase).toBe('ongoing');
    expect(await boOld.state().startMedia({ container })).not.toBe(oldMedia);
    await until(() => boNew.state().phase === 'elsewhere', 'the new tab to let go');
    expect(boNew.state().media).toBeNull();

    await boNew.state().hangUp();
    await until(() => alma.state().phase === null, 'Alma to see the end');
    await until(() => boOld.state().phase === null, 'the first tab to see the end');
  });

  it('rejoins only an ongoing call held elsewhere, and tells a refusal', async () => {
    const { tab, world, errors } = setup();
    const alma = await started(tab('u-alma'));
    const bo = await started(tab('u-bo'));
    await alma.state().call(toBo, 'audio');
    await until(() => bo.state().phase === 'incoming', 'Bo to be rung');
    // Ringing, or held here: nothing to rejoin.
    await bo.state().rejoin();
    expect(bo.state().phase).toBe('incoming');
    await bo.state().accept();
    await bo.state().rejoin();
    expect(bo.state().phase).toBe('ongoing');

    const reopened = await started(tab('u-alma'));
    expect(reopened.state().phase).toBe('elsewhere');
    // The call ends on the server before the press reaches it (nobody tells this tab).
    reopened.service.close();
    world.end('u-bo', bo.state().current?.sessionId as string);
    expect(reopened.state().phase).toBe('elsewhere');
    await reopened.state().rejoin();
    expect(reopened.state().phase).toBeNull();
    expect(errors).toHaveLength(1);
  });

  it('ignores another call while in one', async () => {
    const { tab, chat } = setup();
    chat.addPerson({ uid: 'u-dan', name: 'Dan' });
    const alma = await started(tab('u-alma'));
    const bo = await started(tab('u-bo'));
    const cy = await started(tab('u-cy'));
    const dan = await started(tab('u-dan'));
    await alma.state().call(toBo, 'audio');
    const first = alma.state().current?.sessionId;
    // Alma's own second call is refused; a call between others is not hers to show.
    await alma.state().call({ receiverId: 'u-cy', receiverType: 'user' }, 'audio');
    expect(alma.state().current?.sessionId).toBe(first);
    await dan.state().call({ receiverId: 'u-cy', receiverType: 'user' }, 'audio');
    await until(() => cy.state().phase === 'incoming', 'Cy to be rung');
    expect(alma.state().current?.sessionId).toBe(first);
    expect(bo.state().current?.sessionId).toBe(first);
  });

  it('keeps a full group call ringing for a late member and says why on the ringing screen', async () => {
    const { tab, chat, errors } = setup();
    const extra = ['u-dan', 'u-eva'].map((uid) => ({ uid, name: uid.slice(2) }));
    for (const person of extra) chat.addPerson(person);
    const group = chat.groups.seed({
      name: 'Løbeklubben',
      owner: 'u-alma',
      members: Object.fromEntries(
        ['u-bo', 'u-cy', ...extra.map((p) => p.uid)].map((uid) => [uid, 'participant']),
      ),
    });
    const alma = await started(tab('u-alma'));
    const members = await Promise.all(
      ['u-bo', 'u-cy', 'u-dan', 'u-eva'].map((uid) => started(tab(uid))),
    );
    await alma.state().call({ receiverId: group.guid, receiverType: 'group' }, 'video');
    for (const member of members) await until(() => member.state().phase === 'incoming', 'rung');
    const [bo, cy, dan, eva] = members as [typeof alma, typeof alma, typeof alma, typeof alma];
    for (const joiner of [bo, cy, dan]) await joiner.state().accept();
    expect(CALL_LIMITS.groupMax).toBe(4);

    await eva.state().accept();
    expect(eva.state()).toMatchObject({
      phase: 'incoming',
      pending: false,
      refusal: 'The call is full.',
    });
    expect(errors).toEqual([]);
    // Once someone leaves there is room: the refusal goes with the join.
    await bo.state().hangUp();
    await eva.state().accept();
    expect(eva.state()).toMatchObject({ phase: 'ongoing', refusal: null });
  });

  it('tells a refused call in words and shows nothing', async () => {
    const { tab, chat, errors } = setup();
    chat.block('u-bo', 'u-alma');
    const alma = await started(tab('u-alma'));
    await alma.state().call(toBo, 'audio');
    expect(alma.state().phase).toBeNull();
    expect(errors).toEqual(['You can’t make this call.']);
  });

  it('starts the media of a call joined here, with the others as peers, and closes them at the end', async () => {
    const { tab, world } = setup();
    const alma = await started(tab('u-alma'));
    const bo = await started(tab('u-bo'));
    world.cameras.set('u-bo', 2);
    await alma.state().call(toBo, 'video');
    await until(() => bo.state().phase === 'incoming', 'Bo to be rung');
    expect(await bo.state().startMedia({ container: document.createElement('div') })).toBeNull();
    await bo.state().accept();
    const media = await bo.state().startMedia({ container: document.createElement('div') });
    expect(media?.getState()).toMatchObject({ cameras: 2, muted: false, error: null });
    expect(media?.getState().peers.map((peer) => peer.uid)).toEqual(['u-alma']);
    media?.setMuted(true);
    expect(media?.getState().muted).toBe(true);
    await media?.switchCamera();
    expect(world.cameraSwitches.get('u-bo')).toBe(1);
    await alma.state().hangUp();
    await until(() => bo.state().media === null, 'the media to close');
    expect(media?.getState().peers).toEqual([]);
  });

  it('reports a refused microphone or camera in the media state', async () => {
    const { tab, world } = setup();
    const alma = await started(tab('u-alma'));
    const bo = await started(tab('u-bo'));
    await alma.state().call(toBo, 'video');
    await until(() => bo.state().phase === 'incoming', 'Bo to be rung');
    await bo.state().accept();
    world.failNextMedia('u-bo', 'permission-denied');
    const media = await bo.state().startMedia({ container: document.createElement('div') });
    expect(media?.getState()).toMatchObject({ error: 'permission-denied', local: null });
    // The others are still there to hear and see.
    expect(media?.getState().peers.map((peer) => peer.uid)).toEqual(['u-alma']);
  });

  it('starts the media of a call once when two screens ask at the same time', async () => {
    const { tab } = setup();
    const alma = await started(tab('u-alma'));
    const bo = await started(tab('u-bo'));
    await alma.state().call(toBo, 'video');
    await until(() => bo.state().phase === 'incoming', 'Bo to be rung');
    await bo.state().accept();
    const starts = vi.spyOn(bo.service, 'startMedia');
    const [first, second] = await Promise.all([
      bo.state().startMedia({ container: document.createElement('div') }),
      bo.state().startMedia({ container: document.createElement('div') }),
    ]);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
    expect(starts).toHaveBeenCalledTimes(1);
  });
});

import { ApiError } from '@wob/api';
import { describe, expect, it } from 'vitest';
import {
  toAnyChatMessage,
  toChatGroup,
  toChatGroupMember,
  toGroupActionMessage,
} from './group-mapping';
import { toChatError } from './mapping';
import { FakeTextMessage, FakeUser, sdkError } from './test/classes';
import { FakeAction, FakeGroup, FakeGroupMember } from './test/group-classes';

// CometChat's groups onto the port's shapes: the owner told by the group's owner field (its
// scope on the wire is admin), CometChat's group types and action names, and its group errors.

function group(options: { owner?: string; joined?: boolean; scope?: string; type?: string } = {}) {
  const made = new FakeGroup('g1', 'Hikers', options.type ?? 'public');
  made.setOwner(options.owner ?? 'ann');
  made.setMembersCount(3);
  made.setHasJoined(options.joined ?? true);
  made.setScope(options.scope ?? 'participant');
  return made;
}

function person(uid: string, name: string) {
  return new FakeUser(uid, name);
}

function action(name: string, scopes: { old?: string; new?: string } = {}) {
  const made = new FakeAction('g1');
  made.setId(7);
  made.setSentAt(1_700_000_000);
  made.setSender(person('ann', 'Ann'));
  made.setAction(name);
  made.setActionBy(person('ann', 'Ann'));
  made.setActionOn(person('bob', 'Bob'));
  made.setActionFor(group());
  if (scopes.old) made.setOldScope(scopes.old);
  if (scopes.new) made.setNewScope(scopes.new);
  made.setMessage('Ann made Bob a moderator');
  return made;
}

describe('groups', () => {
  it('the owner’s scope is admin whatever CometChat says; a non-member has none', () => {
    expect(toChatGroup(group({ scope: 'participant' }), 'ann')).toMatchObject({
      guid: 'g1',
      owner: 'ann',
      scope: 'admin',
      hasJoined: true,
      membersCount: 3,
      type: 'public',
    });
    expect(toChatGroup(group({ scope: 'moderator' }), 'bob').scope).toBe('moderator');
    expect(toChatGroup(group({ joined: false, scope: 'admin' }), 'bob')).toMatchObject({
      scope: null,
      hasJoined: false,
    });
    expect(toChatGroup(group(), 'bob', { scope: 'admin', hasJoined: true }).scope).toBe('admin');
  });

  it("names the Bubble of a Bubble's chat from the metadata our server gives it", () => {
    expect(toChatGroup(group(), 'bob').bubbleId).toBeNull();
    const ofBubble = group();
    ofBubble.setMetadata({ bubbleId: 'b-strik' });
    expect(toChatGroup(ofBubble, 'bob').bubbleId).toBe('b-strik');
    for (const metadata of [{}, { bubbleId: 42 }, { bubbleId: '' }]) {
      const other = group();
      other.setMetadata(metadata);
      expect(toChatGroup(other, 'bob').bubbleId).toBeNull();
    }
  });

  it('maps CometChat’s older “protected” type to password, and generates a missing icon', () => {
    const mapped = toChatGroup(group({ type: 'protected' }), 'bob');
    expect(mapped.type).toBe('password');
    expect(mapped.icon).toBe('/media/avatars/g1.svg?v=H');
  });

  it('members: the owner is admin; a plain user is a participant', () => {
    expect(toChatGroupMember(new FakeGroupMember('ann', 'participant'), 'ann').scope).toBe('admin');
    expect(toChatGroupMember(new FakeGroupMember('cy', 'moderator'), 'ann').scope).toBe(
      'moderator',
    );
    expect(toChatGroupMember(person('bob', 'Bob'), 'ann')).toMatchObject({
      uid: 'bob',
      name: 'Bob',
      status: 'offline',
      scope: 'participant',
    });
  });
});

describe('action messages', () => {
  it('become groupMember messages without text, CometChat’s English dropped', () => {
    const mapped = toGroupActionMessage(
      action('scopeChanged', { old: 'participant', new: 'moderator' }),
    );
    expect(mapped).toMatchObject({
      id: '7',
      category: 'action',
      type: 'groupMember',
      receiverType: 'group',
      receiverId: 'g1',
      conversationId: 'group_g1',
      sender: { uid: 'ann' },
      data: {
        customData: {
          action: 'scope',
          by: { uid: 'ann', name: 'Ann' },
          on: { uid: 'bob', name: 'Bob' },
          scope: 'moderator',
          previousScope: 'participant',
        },
      },
    });
    expect(mapped?.text).toBeUndefined();
    expect(toGroupActionMessage(action('added'))?.data.customData).toMatchObject({
      action: 'added',
      scope: 'participant',
    });
    expect(toGroupActionMessage(action('kicked'))?.data.customData).not.toHaveProperty('scope');
  });

  it('leave out actions the port has no word for, and pass other messages on', () => {
    expect(toGroupActionMessage(action('invited'))).toBeNull();
    expect(toAnyChatMessage(action('invited'))).toBeNull();
    const text = new FakeTextMessage('g1', 'hi', 'group');
    text.setSender(person('bob', 'Bob'));
    expect(toGroupActionMessage(text)).toBeNull();
    expect(toAnyChatMessage(text)).toMatchObject({ text: 'hi', receiverType: 'group' });
  });
});

describe('group errors', () => {
  it('name wrong passwords, rate limits, unknown groups and refusals', () => {
    expect(toChatError(sdkError('ERR_WRONG_GROUP_PASS')).code).toBe('wrong-password');
    expect(toChatError(sdkError('ERR_TOO_MANY_REQUESTS')).code).toBe('rate-limited');
    expect(toChatError(sdkError('ERR_GUID_NOT_FOUND')).code).toBe('not-found');
    expect(toChatError(sdkError('ERR_GROUP_NOT_JOINED')).code).toBe('not-allowed');
    expect(toChatError(sdkError('ERR_BANNED_GROUPMEMBER')).code).toBe('not-allowed');
    expect(toChatError(new ApiError({ status: 429, serverMessage: 'Later.' }))).toMatchObject({
      code: 'rate-limited',
      message: 'Later.',
    });
  });
});

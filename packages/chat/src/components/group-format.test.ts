import { createTranslator } from '@wob/i18n';
import { describe, expect, it } from 'vitest';
import { METTE, messageFixture } from '../test/chat-fixtures';
import { actionText } from './group-format';

const chatCopy = (locale: 'da' | 'en') => {
  const translate = createTranslator(locale);
  return (key: string, params?: Record<string, unknown>) => translate(`chat:${key}`, params);
};

function action(customData: Record<string, unknown>) {
  return messageFixture({
    from: METTE,
    category: 'action',
    type: 'groupMember',
    text: '',
    receiverType: 'group',
    data: { customData },
  });
}

describe('actionText', () => {
  it('names the creator of a new group (the server records it as action "created")', () => {
    const created = action({
      action: 'created',
      by: { uid: METTE.uid, name: 'Mette' },
      on: { uid: METTE.uid, name: 'Mette' },
      scope: 'admin',
    });
    expect(actionText(created, chatCopy('en'))).toBe('Mette created the group');
    expect(actionText(created, chatCopy('da'))).toBe('Mette oprettede gruppen');
  });

  it('tells who did what to whom, the role in lower case', () => {
    const scope = action({
      action: 'scope',
      by: { uid: 'a', name: 'Anna' },
      on: { uid: 'p', name: 'Peter' },
      scope: 'moderator',
    });
    expect(actionText(scope, chatCopy('en'))).toBe('Anna made Peter moderator');
    const added = action({ action: 'added', by: { name: 'Anna' }, on: { name: 'Peter' } });
    expect(actionText(added, chatCopy('en'))).toBe('Anna added Peter');
  });

  it('falls back to "changed the group" for an action it does not know', () => {
    expect(actionText(action({ action: 'renamed', by: { name: 'Anna' } }), chatCopy('en'))).toBe(
      'Anna changed the group',
    );
  });

  it('shows the service’s own text for an action it has no words for (spec section 5)', () => {
    const joined = messageFixture({
      from: METTE,
      category: 'action',
      type: 'groupMember',
      text: 'Mette joined via the invite link',
      receiverType: 'group',
      data: {},
    });
    expect(actionText(joined, chatCopy('da'))).toBe('Mette joined via the invite link');
  });
});

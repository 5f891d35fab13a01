import { resources } from '@wob/i18n';
import { describe, expect, it } from 'vitest';
import { dayLabel, formatLastActive, listTime } from '../components/format';
import { emojiCatalog, searchEmoji } from '../emoji/emoji-catalog';
import { deliveryStateOf, emojiOnlySize, mergeMessage } from './messages';
import { requestBannerOf } from './request';
import { messageFixture, ME, METTE, NOW } from '../test/chat-fixtures';

const party = (liked: boolean, waiting: boolean, blocked = false) => ({ liked, waiting, blocked });

describe('the message-request banner (spec chat section 4)', () => {
  it('offers Accept and Reject when only the other side waits and not both liked', () => {
    expect(requestBannerOf({ sender: party(false, false), receiver: party(false, true) })).toBe(
      'accept',
    );
    expect(requestBannerOf({ sender: party(false, false), receiver: party(true, true) })).toBe(
      'accept',
    );
    expect(requestBannerOf({ sender: party(true, false), receiver: party(true, true) })).toBe(
      'none',
    );
  });

  it('offers Like Back when only the other side liked', () => {
    expect(requestBannerOf({ sender: party(false, false), receiver: party(true, false) })).toBe(
      'like-back',
    );
    expect(requestBannerOf({ sender: party(true, false), receiver: party(true, false) })).toBe(
      'none',
    );
  });

  it('shows nothing when either side blocked, or nothing is asked', () => {
    expect(
      requestBannerOf({ sender: party(false, false, true), receiver: party(true, true) }),
    ).toBe('none');
    expect(
      requestBannerOf({ sender: party(false, false), receiver: party(true, true, true) }),
    ).toBe('none');
    expect(requestBannerOf({ sender: party(false, true), receiver: party(false, false) })).toBe(
      'none',
    );
    expect(requestBannerOf(null)).toBe('none');
  });
});

describe('delivery states (spec chat section 4)', () => {
  it('go error, seen, delivered, sent, sending — and for groups error, sent, sending', () => {
    const sent = messageFixture({ from: ME, to: METTE });
    expect(deliveryStateOf({ ...sent, local: { state: 'error' } })).toBe('error');
    expect(deliveryStateOf({ ...sent, local: { state: 'sending' } })).toBe('sending');
    expect(deliveryStateOf({ ...sent, deliveredAt: NOW, readAt: NOW })).toBe('seen');
    expect(deliveryStateOf({ ...sent, deliveredAt: NOW })).toBe('delivered');
    expect(deliveryStateOf(sent)).toBe('sent');
    expect(deliveryStateOf({ ...sent, deliveredAt: NOW, readAt: NOW }, 'group')).toBe('sent');
  });

  it('never go back when a late answer arrives after a receipt', () => {
    const seen = messageFixture({ from: ME, to: METTE, deliveredAt: NOW, readAt: NOW, seq: '9' });
    const late = { ...seen, deliveredAt: null, readAt: null, seq: '5' };
    expect(deliveryStateOf(mergeMessage([seen], late)[0] ?? seen)).toBe('seen');
  });
});

describe('emoji-only text (spec chat section 9)', () => {
  it('is 48 px for one emoji, 36 for two, 24 for more; text is not', () => {
    expect(emojiOnlySize('🎉')).toBe(48);
    expect(emojiOnlySize(' 👍🏽 ❤️ ')).toBe(36);
    expect(emojiOnlySize('🇩🇰🚴‍♀️🌊')).toBe(24);
    expect(emojiOnlySize('1️⃣')).toBe(48);
    expect(emojiOnlySize('Hej 🎉')).toBeNull();
    expect(emojiOnlySize('42')).toBeNull();
    expect(emojiOnlySize('')).toBeNull();
  });
});

describe('dates', () => {
  const clock = { now: () => NOW * 1000, timeZone: 'Europe/Copenhagen' };

  it("formats the last-active time as the spec's d mmmm yyyy, h:MM TT in English", () => {
    const at = Date.UTC(2025, 2, 5, 14, 7) / 1000;
    expect(formatLastActive(at, 'en', 'Europe/Copenhagen')).toBe('5 March 2025, 3:07 PM');
    expect(formatLastActive(Date.UTC(2026, 10, 27, 0, 23) / 1000, 'en', 'Europe/Copenhagen')).toBe(
      '27 November 2026, 1:23 AM',
    );
  });

  it('formats the last-active time in the Danish shape in Danish (day with a full stop, 24 hours)', () => {
    const at = Date.UTC(2025, 2, 5, 14, 7) / 1000;
    expect(formatLastActive(at, 'da', 'Europe/Copenhagen')).toBe('5. marts 2025, 15.07');
    expect(formatLastActive(Date.UTC(2026, 10, 27, 0, 23) / 1000, 'da', 'Europe/Copenhagen')).toBe(
      '27. november 2026, 01.23',
    );
  });

  it('names today and yesterday, else the date', () => {
    const words = { today: 'Today', yesterday: 'Yesterday' };
    expect(dayLabel(NOW - 60, clock, 'en', words)).toBe('Today');
    expect(dayLabel(NOW - 86_400, clock, 'en', words)).toBe('Yesterday');
    expect(dayLabel(NOW - 3 * 86_400, clock, 'da', words)).toBe('11. maj 2025');
    expect(listTime(NOW - 60, clock, 'da', 'I går')).toBe('10.29');
  });
});

describe('the Twitter emoji set', () => {
  it('has every category filled and finds emoji by name', () => {
    const catalog = emojiCatalog();
    for (const emoji of Object.values(catalog)) expect(emoji.length).toBeGreaterThan(50);
    expect(searchEmoji('heart').map((emoji) => emoji.char)).toContain('❤️');
    expect(searchEmoji('flag dk').map((emoji) => emoji.char)).toContain('🇩🇰');
  });
});

describe('copy', () => {
  it('has the spec’s texts in English word for word', () => {
    const { chat } = resources.en;
    expect(chat.spec).toMatchObject({
      errorLoadingChats: 'Error in loading chats',
      loginError: 'Log in error, reload',
      networkError: 'There was a network error.',
      timeoutError: 'There was a timeout error.',
      hasBlockedMe: 'This user has blocked you.',
      error: 'Error',
      noUsersFound: 'No users found',
    });
    expect(chat.list.title).toBe('Chats');
    expect(chat.request).toMatchObject({
      accept: 'Accept Message',
      reject: 'Reject & Block',
      likeBack: 'Like Back',
    });
    expect(chat.details).toMatchObject({ block: 'Block user', unblock: 'Unblock user' });
    expect(chat.header).toMatchObject({ typing: 'typing', offline: 'offline' });
    expect(chat.messages).toMatchObject({
      today: 'Today',
      yesterday: 'Yesterday',
      newMessages_one: '{{count}} new message',
      newMessages_other: '{{count}} new messages',
    });
  });
});

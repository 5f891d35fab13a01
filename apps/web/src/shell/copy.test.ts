import { describe, expect, it } from 'vitest';
import { addNamespace, translate } from './copy';

// The frame's small translator picks plural texts by `count` the way i18next does, so the
// same @wob/i18n files read the same in the console as in the signed-in app.

addNamespace('da', 'plural-test', {
  files_one: '{{count}} fil',
  files_other: '{{count}} filer',
  open_one: '{{count}} åben',
  open_other: '{{count}} åbne',
  onlyDanish_one: 'én ting',
  onlyDanish_other: '{{count}} ting',
  plain: '{{count}} i alt',
});
addNamespace('en', 'plural-test', {
  files_one: '{{count}} file',
  files_other: '{{count}} files',
  open_one: '{{count}} open',
  open_other: '{{count}} open',
  inbox_zero: 'Nothing new',
  inbox_one: 'One new message',
  inbox_other: '{{count}} new messages',
});

describe('translate with a count', () => {
  it('picks `_one` for 1 and `_other` for every other count, in both languages', () => {
    expect(translate('en', 'plural-test:files', { count: 1 })).toBe('1 file');
    expect(translate('en', 'plural-test:files', { count: 0 })).toBe('0 files');
    expect(translate('en', 'plural-test:files', { count: 14 })).toBe('14 files');
    expect(translate('da', 'plural-test:files', { count: 1 })).toBe('1 fil');
    expect(translate('da', 'plural-test:files', { count: 3 })).toBe('3 filer');
    expect(translate('da', 'plural-test:open', { count: 1 })).toBe('1 åben');
    expect(translate('da', 'plural-test:open', { count: 2 })).toBe('2 åbne');
  });

  it('uses `_zero` for 0 when there is one, as i18next does', () => {
    expect(translate('en', 'plural-test:inbox', { count: 0 })).toBe('Nothing new');
    expect(translate('en', 'plural-test:inbox', { count: 1 })).toBe('One new message');
    expect(translate('en', 'plural-test:inbox', { count: 5 })).toBe('5 new messages');
  });

  it('falls back to the key without a suffix, then to Danish, then to the key', () => {
    expect(translate('da', 'plural-test:plain', { count: 4 })).toBe('4 i alt');
    expect(translate('en', 'plural-test:onlyDanish', { count: 1 })).toBe('én ting');
    expect(translate('en', 'plural-test:onlyDanish', { count: 2 })).toBe('2 ting');
    expect(translate('en', 'plural-test:missing', { count: 2 })).toBe('plural-test:missing');
  });

  it('leaves texts without a count as they were', () => {
    expect(translate('en', 'plural-test:files_other', { count: 2 })).toBe('2 files');
    expect(translate('en', 'plural-test:files')).toBe('plural-test:files');
  });
});

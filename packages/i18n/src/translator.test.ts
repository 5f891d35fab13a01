import { describe, expect, it } from 'vitest';
import { createTranslator, isMessageKey, translateMessage } from './translator';

describe('createTranslator', () => {
  it('translates keys of any namespace in its language', () => {
    expect(createTranslator('da')('errors:account.passwordReset')).toBe(
      'Adgangskoden er nulstillet!',
    );
    expect(createTranslator('en')('errors:account.passwordReset')).toBe(
      'Password has been reset..!',
    );
    expect(createTranslator('en')('gender:non-binary')).toBe('Non-binary');
  });

  it('interpolates parameters without escaping them', () => {
    const t = createTranslator('da');
    expect(t('common:upload.progress', { percent: 42 })).toBe('Uploader… 42 %');
    expect(
      t('legal:cookies.sections.5.paragraphs.0', { company: 'Woble ApS', email: 'hej@woble.dk' }),
    ).toBe('Har du spørgsmål til denne politik, så skriv til Woble ApS på hej@woble.dk.');
  });
});

describe('translateMessage', () => {
  it('translates a known key', () => {
    expect(translateMessage('en', 'validation:required.zipcode')).toBe('Zip Code is Required');
    expect(translateMessage('da', 'validation:required.zipcode')).toBe('Postnummer skal udfyldes');
  });

  it('returns any other text as it is', () => {
    for (const text of [
      'Username Already Exist.',
      'validation:no.such.key',
      'nonamespace:required.name',
      'retry',
      'Error: validation:required.name',
      '',
    ]) {
      expect(translateMessage('da', text)).toBe(text);
    }
  });

  it('does not treat a group of texts as a message', () => {
    expect(isMessageKey('validation:required')).toBe(false);
    expect(translateMessage('en', 'legal:terms')).toBe('legal:terms');
    expect(isMessageKey('validation:required.name')).toBe(true);
  });

  it('translates a plural text by its count, in both languages', () => {
    const params = {
      name: 'Ida',
      bubble: 'Brætspil',
      count: 1,
      author: 'Bo',
      excerpt: 'Hej',
      link: 'x',
    };
    expect(translateMessage('en', 'errors:mail.bubbleActivity.text', params)).toContain(
      'There is 1 new post in Brætspil',
    );
    expect(
      translateMessage('en', 'errors:mail.bubbleActivity.text', { ...params, count: 3 }),
    ).toContain('There are 3 new posts in Brætspil');
    expect(
      translateMessage('da', 'errors:mail.bubbleActivity.text', { ...params, count: 3 }),
    ).toContain('Der er 3 nye opslag i Brætspil');
  });

  it('passes parameters through', () => {
    expect(translateMessage('en', 'common:upload.progress', { percent: 7 })).toBe('Uploading… 7 %');
  });
});

describe('e-mails', () => {
  it('fills the reset e-mail in both languages', () => {
    const params = { name: 'Karen', link: 'https://woble.example/reset-password/abc', hours: 1 };
    for (const locale of ['da', 'en'] as const) {
      const t = createTranslator(locale);
      for (const part of ['text', 'html'] as const) {
        const body = t(`errors:mail.resetPassword.${part}`, params);
        expect(body).toContain('Karen');
        expect(body).toContain(params.link);
        expect(body).not.toMatch(/\{\{|\}\}/);
      }
      expect(t('errors:mail.resetPassword.subject')).toMatch(/Woble/);
    }
  });
});

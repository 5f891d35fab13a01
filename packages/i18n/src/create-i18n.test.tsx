import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';

function Greeting() {
  const { t } = useTranslation();
  return (
    <p>
      {t('yes')} · {t('validation:required.name')}
    </p>
  );
}

describe('createI18n', () => {
  it('is ready synchronously in the language it is given', () => {
    const i18n = createI18n('da');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('da');
    expect(i18n.t('common:cancel')).toBe('Annuller');
    expect(createI18n('en').t('common:cancel')).toBe('Cancel');
  });

  it("uses 'common' for keys without a namespace", () => {
    expect(createI18n('en').t('retry')).toBe('Retry');
  });

  it('falls back to Danish for a key missing in English', () => {
    const i18n = createI18n('en');
    i18n.addResource('da', 'common', 'onlyInDanish', 'Kun på dansk');
    expect(i18n.t('common:onlyInDanish')).toBe('Kun på dansk');
  });

  it('does not escape interpolated values (React escapes them)', () => {
    const i18n = createI18n('en');
    expect(
      i18n.t('legal:cookies.sections.5.paragraphs.0', { company: 'A & B <Ltd>', email: 'x@y.dk' }),
    ).toBe('If you have questions about this policy, write to A & B <Ltd> at x@y.dk.');
  });

  it('gives separate instances, so one language switch does not leak into another', async () => {
    const first = createI18n('da');
    const second = createI18n('da');
    await first.changeLanguage('en');
    expect(first.t('no')).toBe('No');
    expect(second.t('no')).toBe('Nej');
  });

  it('renders through react-i18next and re-renders on a language switch', async () => {
    const i18n = createI18n('da');
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getByText('Ja · Navn skal udfyldes')).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByText('Yes · Name is Required')).toBeInTheDocument();
  });
});

import type { Decorator, Preview } from '@storybook/react-vite';
import type { Locale } from '@wob/i18n';
import { createI18n } from '@wob/i18n/react';
import { LocaleProvider, Toaster } from '@wob/ui';
import '@wob/ui/styles.css';
import '@wob/auth/styles.css';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import '../src/styles.css';

// Every story in the chosen language and theme, with the toaster the app mounts once.
const withAppFrame: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? 'da') as Locale;
  const theme = (context.globals.theme ?? 'light') as 'light' | 'dark';
  document.documentElement.dataset.theme = theme;
  document.documentElement.lang = locale;
  const i18n = useMemo(() => createI18n(locale), [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <LocaleProvider locale={locale === 'da' ? 'da-DK' : 'en-GB'}>
        <div className="wob-root" style={{ minHeight: '100vh', background: 'var(--wob-bg)' }}>
          <Story />
          <Toaster dismissLabel={i18n.t('common:close')} />
        </div>
      </LocaleProvider>
    </I18nextProvider>
  );
};

const preview: Preview = {
  decorators: [withAppFrame],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'da', title: 'Dansk' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'da', theme: 'light' },
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
};

export default preview;

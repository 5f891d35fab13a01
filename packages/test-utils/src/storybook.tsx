import type { Decorator, Preview } from '@storybook/react-vite';
import type { Locale } from '@wob/i18n';
import { createI18n } from '@wob/i18n/react';
import { Toaster } from '@wob/ui';
import { type ReactNode, useMemo } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders } from './app-providers';

// Every story in the chosen language and theme, with the toaster the app mounts once.
export const withAppFrame: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? 'da') as Locale;
  const theme = (context.globals.theme ?? 'light') as 'light' | 'dark';
  document.documentElement.dataset.theme = theme;
  document.documentElement.lang = locale;
  const i18n = useMemo(() => createI18n(locale), [locale]);
  return (
    <AppProviders i18n={i18n} locale={locale}>
      <div className="wob-root" style={{ minHeight: '100vh', background: 'var(--wob-bg)' }}>
        <Story />
        <Toaster dismissLabel={i18n.t('common:close')} />
      </div>
    </AppProviders>
  );
};

/**
 * The preview of a feature package's Storybook: the app frame, and toolbars for language and
 * theme. The package's `.storybook/preview.ts` imports its styles and exports this.
 */
export const appPreview: Preview = {
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

export interface StoryRoutesProps {
  children: ReactNode;
  /** The route the story's page sits on (for useParams and links). */
  path: string;
  /** The address opened, when it differs from `path` (a query string). */
  url?: string;
}

/** A memory router with the story on `path`; a link that leaves it lands on a bare arrow. */
export function StoryRoutes({ children, path, url }: StoryRoutesProps) {
  return (
    <MemoryRouter initialEntries={[url ?? path]}>
      <Routes>
        <Route path={path} element={children} />
        <Route path="*" element={<p style={{ padding: '2rem' }}>{'→'}</p>} />
      </Routes>
    </MemoryRouter>
  );
}

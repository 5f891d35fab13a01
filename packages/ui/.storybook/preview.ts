import type { Decorator, Preview } from '@storybook/react-vite';
import { createElement, Fragment, type ReactNode } from 'react';
import '../src/styles/index.css';

type ThemeChoice = 'light' | 'dark' | 'side-by-side';

function frame(theme: 'light' | 'dark', children: ReactNode) {
  return createElement(
    'div',
    {
      'data-theme': theme,
      className: 'wob-root',
      style: {
        background: 'var(--wob-bg)',
        color: 'var(--wob-text)',
        padding: '1.5rem',
        flex: '1 1 0',
        minWidth: 0,
        minHeight: '100%',
        boxSizing: 'border-box',
      },
    },
    children,
  );
}

// Sets data-theme on <html> too, so portalled overlays (dialogs, menus, toasts) follow the
// chosen theme; side by side shows the inline parts of a story in both themes at once.
const withTheme: Decorator = (Story, context) => {
  const choice = (context.globals.theme ?? 'light') as ThemeChoice;
  if (typeof document !== 'undefined') {
    document.documentElement.dataset.theme = choice === 'dark' ? 'dark' : 'light';
  }
  if (choice === 'side-by-side') {
    return createElement(
      'div',
      { style: { display: 'flex', minHeight: '100vh' } },
      frame('light', createElement(Story)),
      frame('dark', createElement(Story)),
    );
  }
  return createElement(Fragment, null, frame(choice, createElement(Story)));
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'side-by-side', title: 'Light and dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;

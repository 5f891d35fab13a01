import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import * as preview from '../../.storybook/preview';

// Stories reused through composeStories get the same decorators and globals as in Storybook.
setProjectAnnotations([preview]);

afterEach(() => {
  cleanup();
});

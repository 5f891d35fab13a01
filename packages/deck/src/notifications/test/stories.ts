import { setProjectAnnotations } from '@storybook/react-vite';
import * as preview from '../../../.storybook/preview';

// Imported by tests that reuse stories through composeStories, so they render with the same
// decorators and globals as in Storybook.
setProjectAnnotations([preview]);

import { setProjectAnnotations } from '@storybook/react-vite';
import * as preview from '../../.storybook/preview';

// Imported by the chat's story tests, which reuse stories through composeStories, so they
// render with the same decorators and globals as in Storybook.
setProjectAnnotations([preview]);

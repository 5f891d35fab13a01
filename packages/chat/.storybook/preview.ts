import { appPreview } from '@wob/test-utils/storybook';
import '@wob/ui/styles.css';
import '../src/styles.css';

// The app frame (language, theme, toaster) every feature package's stories share.
export default appPreview;

import { wobVitestConfig } from '@wob/vitest-config';

export default wobVitestConfig({ name: '@wob/test-utils' });

import { wobVitestConfig } from '@wob/vitest-config';

export default wobVitestConfig({
  name: '@wob/scripts',
  include: ['test/**/*.test.mjs'],
  testTimeout: 60_000,
});

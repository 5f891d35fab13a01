import react from '@vitejs/plugin-react';
import { wobVitestConfig } from '@wob/vitest-config';

export default wobVitestConfig({ name: '@wob/store', environment: 'jsdom', plugins: [react()] });

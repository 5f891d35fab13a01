import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Peers and dependencies stay external; tsup does that by default from package.json.
  external: [/^@wob\//],
});

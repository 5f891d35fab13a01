import { defineConfig } from 'tsup';

// One ESM bundle for Node 20 per entry: the server, and `pnpm admin:create` (src/cli/).
// Workspace packages (@wob/*) are bundled from their source via the `@wob/source` condition;
// third-party and native dependencies (sharp, argon2, PGlite, pg) stay external and load from
// node_modules. Migrations are not copied: the server reads apps/server/drizzle at run time
// (see src/paths.ts).
export default defineConfig({
  entry: { main: 'src/main.ts', 'admin-create': 'src/cli/admin-create.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  dts: false,
  splitting: false,
  noExternal: [/^@wob\//],
  esbuildOptions(options) {
    options.conditions = ['@wob/source'];
  },
});

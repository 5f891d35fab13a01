import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'es2022',
    // Peers and dependencies stay external; tsup does that by default from package.json.
    external: [/^@wob\//],
  },
  {
    // dist/styles.css: our CSS files joined into one by esbuild. The font stays an @import of
    // @fontsource-variable/figtree (a dependency), so the consuming Vite app bundles the font
    // files and they are served from our own host.
    entry: { styles: 'src/styles/index.css' },
    format: ['esm'],
    outDir: 'dist',
    clean: false,
    external: ['@fontsource-variable/figtree'],
  },
]);

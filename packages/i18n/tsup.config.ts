import { defineConfig } from 'tsup';

export default defineConfig({
  // The locale files are entries too: the web app's first load imports single namespaces
  // through the ./locales/* subpath instead of the index with every language.
  entry: ['src/index.ts', 'src/react.ts', 'src/locales/*/*.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Peers and dependencies stay external; tsup does that by default from package.json.
  external: [/^@wob\//],
  // The two country-name lists are inlined: Node cannot import a JSON file from an ES module
  // without an import attribute, and the package then works the same in Node and bundlers.
  noExternal: [/^i18n-iso-countries\/langs\//],
});

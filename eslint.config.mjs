import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/*
 * The layers (ARCHITECTURE.md "Folders"), held by lint rather than by memory:
 *   app → components → store → lib → lib/config; middleware.ts uses lib; backend/ apart both ways.
 * Inside components/: the shared folders import no other component folder; a feature folder
 * imports only itself and the shared folders; the composers (frames, the modal host, the route
 * screens) put features together and may import any of them. A new folder is a feature by default.
 */
const SHARED = ['ui', 'remotes'];
const COMPOSERS = ['shell', 'modals', 'routes'];
const componentFolders = readdirSync(new URL('./components', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SITE = ['./app', './components', './store', './lib', './middleware.ts'];

const layerZones = [
  { target: './lib/config', from: './lib', except: ['./config'], message: 'lib/config is the bottom layer: it imports no other site code.' },
  { target: ['./lib', './middleware.ts'], from: ['./store', './components', './app'], message: 'lib imports only lib (upward import).' },
  { target: './store', from: ['./components', './app'], message: 'store imports only store and lib (upward import).' },
  { target: './components', from: './app', message: 'components never import app (upward import).' },
  { target: './backend', from: SITE, message: 'The reference backend imports only its own code.' },
  { target: SITE, from: './backend', message: 'The site talks to the backend over HTTP, never by import.' },
];

const folderZones = componentFolders
  .filter((folder) => !COMPOSERS.includes(folder))
  .map((folder) => ({
    target: `./components/${folder}`,
    from: './components',
    except: SHARED.includes(folder) ? [`./${folder}`] : [`./${folder}`, ...SHARED.map((shared) => `./${shared}`)],
    message: SHARED.includes(folder)
      ? `components/${folder} is shared: it imports no other component folder.`
      : `A feature folder imports only itself and ${SHARED.map((s) => `components/${s}`).join(', ')}; put what both sides need there or lower (store, lib), or compose in ${COMPOSERS.join('/')}.`,
  }));

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ['app/**', 'components/**', 'store/**', 'lib/**', 'middleware.ts', 'backend/**'],
    // The cycle check walks our own modules only: without this it parses every package's type
    // declarations it reaches (react, next, zod…), which doubled the lint time.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...layerZones, ...folderZones] }],
      // Only site and backend code: tests and scripts sit outside the layers. Type-only imports
      // are left out by the rule itself (they vanish at run time), and so are `import()`s: a
      // module loaded on demand (next/dynamic, a preload) is evaluated long after its importer,
      // so a path back through one is a lazy boundary, not an evaluation-order cycle.
      'import/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      // The browser build has no immer or reselect (store/unbundled): slices come from defineSlice.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@reduxjs/toolkit',
              importNames: ['createSlice', 'createReducer', 'createSelector', 'createDraftSafeSelector', 'createEntityAdapter', 'buildCreateSlice'],
              message: 'The browser build has no immer or reselect: write a slice with defineSlice (store/defineSlice.ts), a selector as a plain function.',
            },
            { name: 'immer', message: 'The browser build has no immer (store/unbundled/immer.ts).' },
            { name: 'reselect', message: 'The browser build has no reselect (store/unbundled/reselect.ts).' },
          ],
        },
      ],
    },
  },
  {
    // Site paths come from the manifest (`href()`) or, for a path kept as it is under another
    // language, `localizedPath()`: a `/${lng}…` put together anywhere else is refused (issue 10 point 5).
    files: ['app/**', 'components/**', 'store/**', 'lib/**', 'middleware.ts'],
    ignores: ['lib/routes/localized.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TemplateLiteral[quasis.0.value.raw='/'][expressions.0.name=/^(lng|language|locale)$/]",
          message: 'Build a site path with href() (lib/routes/href.ts) or localizedPath() (lib/routes/localized.ts).',
        },
      ],
    },
  },
  {
    ignores: ['.next/**', '.next-test/**', '.next-test-*/**', '.next-*/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', '.data/**'],
  },
];

export default config;

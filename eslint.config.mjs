import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/*
 * The layers (ARCHITECTURE.md "Folders"), held by lint rather than by memory:
 *   app → components → store → lib → lib/config; middleware.ts uses lib; backend/ apart both ways,
 *   except lib/rules, which imports nothing and which the backend imports too (docs/decisions/shared-rules.md).
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
  // Except the stylesheets: a part imports the section CSS it renders, so that the CSS comes with
  // the part's chunk rather than with every page (docs/decisions/first-visit-paint.md).
  { target: './components', from: './app', except: ['./styles'], message: 'components never import app (upward import); app/styles is the one exception.' },
  { target: './lib/rules', from: './lib', except: ['./rules'], message: 'lib/rules is the rules both sides share: it imports nothing outside itself.' },
  { target: './lib/rules', from: './node_modules', message: 'lib/rules is the rules both sides share: it imports no package.' },
  { target: './backend', from: ['./app', './components', './store', './middleware.ts'], message: 'The reference backend imports only its own code and lib/rules.' },
  { target: './backend', from: './lib', except: ['./rules'], message: 'The reference backend imports only its own code and lib/rules (docs/decisions/shared-rules.md).' },
  { target: SITE, from: './backend', message: 'The site talks to the backend over HTTP, never by import.' },
  // The backend's two ends (docs/decisions/backend-modules.md): db/, the database handle, is the
  // bottom and imports no domain; setup/ lists every domain's schema, upgrades and seed, so only
  // the wiring (main.ts, app.ts, routes/) imports it.
  { target: './backend/src/db', from: './backend/src', except: ['./db'], message: 'backend/src/db is the database handle, below every domain: it imports nothing else of the backend.' },
  {
    target: readdirSync(new URL('./backend/src', import.meta.url))
      .filter((name) => !['setup', 'routes', 'main.ts', 'app.ts'].includes(name))
      .map((name) => `./backend/src/${name}`),
    from: './backend/src/setup',
    message: "backend/src/setup (every domain's schema, upgrades and seed) is for the wiring only: main.ts, app.ts, routes/. A domain takes the handle (db/handle.ts).",
  },
  { target: './backend/src/seed', from: './backend/src/line', message: 'backend/src/seed is data the line reads: it imports no line/ module (shared code goes lower, e.g. rng.ts).' },
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
    },
  },
  {
    // Site paths come from the manifest (`href()`) or, for a path kept as it is under another
    // language, `localizedPath()`: a `/${lng}…` put together anywhere else is refused (docs/decisions/site-paths.md).
    files: ['app/**', 'components/**', 'store/**', 'lib/**', 'middleware.ts'],
    ignores: ['lib/routes/localized.ts'],
    rules: {
      // The site's payload schemas are zod's functional build, the one made for the browser
      // (docs/decisions/zod-schemas.md); the backend uses zod's classic API.
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "The site's schemas use 'zod/mini' (docs/decisions/zod-schemas.md)." }, { name: 'zod/v4', message: "The site's schemas use 'zod/mini'." }] }],
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

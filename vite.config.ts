import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { precompress } from './scripts/precompress.ts';
import { bundleGraph } from './scripts/bundleGraph.ts';
import { inlineFavicon } from './scripts/inlineFavicon.ts';
import { earlyInputAsset } from './scripts/earlyInputAsset.ts';
import { VitePWA } from 'vite-plugin-pwa';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));

const linguiMacro = { plugins: ['@lingui/babel-plugin-lingui-macro'] };
const noBabel = { plugins: [] };
/**
 * Babel only for the modules that import a Lingui macro (half of the browser's, none of the
 * server's): React's plugin skips Babel for a module given no plugin, and the tests' runs transform
 * every server and test module too (about 6 ms of Babel each, for nothing).
 */
function babelFor(id: string) {
  try {
    return /from '@lingui\/[a-z]+\/macro'/.test(readFileSync(id.split('?')[0]!, 'utf8')) ? linguiMacro : noBabel;
  } catch {
    return linguiMacro;
  }
}

const packages = (names: string) => `[\\/]node_modules[\\/](?:${names})[\\/]`;

/** The heavy libraries, each loaded only by the screens that show it (a pattern of its packages and those only it uses). */
const heavy = {
  tables:
    'mantine-react-table|@tanstack/react-table|@tanstack/table-core|@tanstack/match-sorter-utils|@tanstack/react-virtual|@tanstack/virtual-core|remove-accents',
  dates: '@mantine/dates|dayjs',
  forms:
    '@rjsf/[^/\\\\]+|ajv|ajv-formats|fast-uri|json-schema-traverse|jsonpointer|markdown-to-jsx|@x0k/json-schema-merge|fast-equals|fast-deep-equal|require-from-string',
  charts: '@xyflow/react|@xyflow/system|classcat|d3-[^/\\\\]+|zustand|html-to-image|elkjs',
  machines: 'xstate|@xstate/react',
};

type ChunkingContext = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
const heavyTests = Object.entries(heavy).map(([name, names]) => [name, new RegExp(packages(names))] as const);
const appModule = /[\\/](src[\\/](web|shared)|machines)[\\/][^?]*\.tsx?$/;
const heavyLibraries = new Map<string, Set<string>>();

/** The heavy libraries a module may run: those its static imports reach, to the end (the whole walk for each module: imports go round in cycles). */
function heavyLibrariesOf(id: string, ctx: ChunkingContext): Set<string> {
  const known = heavyLibraries.get(id);
  if (known) return known;
  const found = new Set<string>();
  const seen = new Set([id]);
  const waiting = [id];
  while (waiting.length > 0) {
    const module = waiting.pop()!;
    const library = heavyTests.find(([, test]) => test.test(module));
    if (library) {
      found.add(library[0]);
      continue;
    }
    for (const imported of ctx.getModuleInfo(module)?.importedIds ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      waiting.push(imported);
    }
  }
  heavyLibraries.set(id, found);
  return found;
}

/**
 * The chunk of the app's own modules shared by several screens: one for those that run no heavy
 * library, one for each set of heavy libraries they run (the dates come with the forms and the
 * tables), so that a screen loads no heavy library it does not show.
 */
function sharedChunkOf(id: string, ctx: ChunkingContext): string | null {
  if (!appModule.test(id)) return null;
  const libraries = heavyLibrariesOf(id, ctx);
  const names = [...libraries].filter((name) => name !== 'dates' || !(libraries.has('forms') || libraries.has('tables')));
  return ['screens', ...names.sort()].join('-');
}

let routerModules: Set<string> | null = null;
/**
 * The app's modules the routed app imports statically (RoutedApp.tsx, the route tree and what the
 * routes read: the approval flows' names and paths, the lists' addresses). Without a group of their
 * own, a screens' group took them with its modules' imports: the approval flows' module went into
 * the machines' screens' script, and every signed-in screen loaded and ran the machines.
 */
function routerModulesOf(ctx: ChunkingContext): Set<string> {
  if (routerModules) return routerModules;
  const found = new Set<string>();
  const waiting = [`${webRoot}/RoutedApp.tsx`];
  while (waiting.length > 0) {
    const module = waiting.pop()!;
    if (found.has(module) || !appModule.test(module)) continue;
    found.add(module);
    waiting.push(...(ctx.getModuleInfo(module)?.importedIds ?? []));
  }
  routerModules = found;
  return found;
}

/**
 * How the scripts are cut (issue 34, measured by `npm run bench:web`; docs/decisions.md). The sign-in
 * page is one script (everything the entry needs). Past it, a screen is reached with a dozen
 * right-sized scripts instead of forty: the libraries every signed-in screen runs (router, query
 * cache, the rest of Mantine) in one, each heavy library in its own, loaded only by the screens
 * that show it, the app's modules that several screens share in a few (sharedChunkOf), and each
 * screen's own code. A group takes the modules its modules import too, so the shared libraries
 * are taken first: a heavy group then holds only what is its own.
 */
const chunkGroups = [
  { name: 'first-page', tags: ['$initial' as const], priority: 100 },
  // With the rest of Mantine's code, the rest of its styles (rest.css): every script that may show a component has its style.
  {
    name: 'libraries',
    test: new RegExp(
      `^(?!.*${packages(Object.values(heavy).join('|'))}).*[\\\\/]node_modules[\\\\/]|[\\\\/]src[\\\\/]web[\\\\/]ui[\\\\/]styles[\\\\/]rest\\.css$`,
    ),
    priority: 60,
  },
  // Before tables: the table library shows date inputs, and its group would take the dates' modules.
  ...Object.entries(heavy).map(([name, names]) => ({ name, test: new RegExp(packages(names)), priority: name === 'dates' ? 55 : 50 })),
  // The router's own modules (its route definitions and what they read) with it, before a screen's group takes one of them.
  { name: (id: string, ctx: ChunkingContext) => (routerModulesOf(ctx).has(id) ? 'RoutedApp' : null), debugName: 'router', priority: 12 },
  // Without it, the modules two screens share were cut into some thirty scripts of a few hundred bytes each.
  { name: sharedChunkOf, debugName: 'shared by screens', minShareCount: 2, priority: 10 },
];

/** The web app: src/web → dist/web. In development /api goes to the server on PORT (3000). */
export const webApp = defineConfig({
  root: webRoot,
  plugins: [
    react({ babel: babelFor }),
    lingui({ failOnMissing: true }),
    inlineFavicon(`${webRoot}/favicon.svg`),
    earlyInputAsset(`${webRoot}/earlyInput.js`),
    // The receiving dock as an installable app that opens offline (issue 56; src/web/dockWorker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'dockWorker.ts',
      injectRegister: false,
      manifestFilename: 'dock.webmanifest',
      manifest: {
        name: 'Goods Return — Receiving Dock',
        short_name: 'Receiving Dock',
        description: 'Receive returned goods at the dock: scan the FPRE, count, decide, offline too.',
        start_url: '/dock',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#ffffff',
        theme_color: '#1971c2',
        icons: [{ src: '/dock-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      injectManifest: {
        globPatterns: ['assets/**/*.{js,css,wasm}', 'dock-icon.svg'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    precompress(),
    bundleGraph(),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
});

/**
 * The server's picture of a screen (`vite build --ssr ServerPicture.tsx` → dist/picture), every
 * module in its one bundle: what Node loads is what was built, with its .po catalogues.
 */
const screenPicture = defineConfig({
  root: webRoot,
  plugins: [react({ babel: babelFor }), lingui({ failOnMissing: true })],
  ssr: { noExternal: true },
  // React's production build, as the browser's: the server runs with no NODE_ENV of its own.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: fileURLToPath(new URL('./dist/picture', import.meta.url)),
    emptyOutDir: true,
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? screenPicture : webApp));

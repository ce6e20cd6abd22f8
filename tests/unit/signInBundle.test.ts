import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleGraphFile, type BundleGraph } from '../../scripts/bundleGraph.ts';

/**
 * A light first page (issue 10): what the sign-in page loads before it first renders, read by
 * module from the build (dist/bundle-graph.json, written by `npm run build`). Bytes are the
 * bench's (bench/signInPageBytes.ts); this holds what keeps them low.
 */
const built = (): BundleGraph => {
  expect(existsSync(bundleGraphFile), 'the web app is built first (npm test runs npm run build)').toBe(true);
  return JSON.parse(readFileSync(bundleGraphFile, 'utf8')) as BundleGraph;
};

/** The chunks loaded with `file` (its static imports, followed), `file` first. */
function loadedWith(graph: BundleGraph, file: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    graph.chunks[name]!.imports.forEach(visit);
  };
  visit(file);
  return [...seen];
}
/** The built style sheet that holds rest.css: the one of the script that holds its module (vite.config.ts puts it with the libraries). */
const restSheetOf = (graph: BundleGraph) => Object.values(graph.chunks).find((chunk) => chunk.modules.includes('src/web/ui/styles/rest.css'))?.css[0];
const modulesOf = (graph: BundleGraph, files: string[]) => files.flatMap((file) => graph.chunks[file]!.modules);
const styleSheetsOf = (graph: BundleGraph, files: string[]) => files.flatMap((file) => graph.chunks[file]!.css);

/** Mantine core components whose classes a set of modules uses: `Button` for …/Button/Button.module.css.mjs. */
const mantineComponents = (modules: string[]) =>
  new Set(modules.flatMap((id) => /node_modules\/@mantine\/core\/esm\/.*\/([^/]+)\.module\.css\.mjs$/.exec(id)?.[1] ?? []));

/** The style sheets of @mantine/core a file of ours imports, by name (`Button`), in order. */
const importedSheets = (file: string) => [...readFileSync(file, 'utf8').matchAll(/@import '@mantine\/core\/styles\/([^']+)\.css';/g)].map((m) => m[1]!);
const firstPageSheets = importedSheets('src/web/ui/styles/firstPage.css');
const restSheets = importedSheets('src/web/ui/styles/rest.css');

/** What the first page's script must not carry: the signed-in application and the heavy libraries of its screens. */
const signedInOnly: [string, RegExp][] = [
  ['the application shell, its menus and their labels', /^src\/(web\/features\/shell\/|web\/i18n\/(menuLabels|LanguageChoices)\.|shared\/permissions\.ts$)/],
  ['a signed-in screen', /^src\/web\/features\/(?!auth\/|shell\/|errors\/)[^/]+\/.*[A-Z]\w*(Page|Screen|Dialog)\.tsx$/],
  ['the tables, date input and schema forms', /^src\/web\/ui\/(DataTable|LinesTable|DateField|schemaForm\/)/],
  ['the machines', /^machines\//],
  ['xstate', /node_modules\/(xstate|@xstate\/react)\//],
  ['mantine-react-table and its table', /node_modules\/(mantine-react-table|@tanstack\/react-table)\//],
  ['the workflow charts', /node_modules\/(@xyflow|elkjs)\//],
  ['the schema forms (RJSF, ajv)', /node_modules\/(@rjsf|ajv)\//],
  ["the query cache (queryOptions of a route's loader is an identity function)", /node_modules\/@tanstack\/query-core\//],
  ['Mantine dates (but its provider), notifications', /node_modules\/@mantine\/(dates\/esm\/components\/(?!DatesProvider)|notifications\/)/],
  ['Mantine modals (their provider loads with the first dialog)', /node_modules\/@mantine\/modals\/esm\/ModalsProvider/],
  ['the menus and popovers (floating-ui)', /node_modules\/@floating-ui\//],
  ['dayjs', /node_modules\/dayjs\//],
  ['a language catalogue (loaded for the language shown)', /\/locales\/[a-z]+\/messages\.po$/],
  // The first page shows the sign-in screen without the router (src/web/FirstPage.tsx): the router,
  // its route table (with the signed-in routes' query options) and its progress bar load after it.
  ['TanStack Router', /node_modules\/@tanstack\/(react-router|router-core)\//],
  ['the route table', /^src\/web\/(routes\/|router\.tsx$|RoutedApp\.tsx$)/],
  ['the route progress bar (Mantine nprogress)', /node_modules\/@mantine\/nprogress\//],
  ['React Query', /node_modules\/@tanstack\/react-query\//],
];

describe('the sign-in page before its first render', () => {
  it('is one script with the sign-in screen in it, and none of the signed-in application', () => {
    const graph = built();
    const files = loadedWith(graph, graph.entry);
    expect(files).toEqual([graph.entry]);
    const modules = modulesOf(graph, files);
    expect(modules).toContain('src/web/features/auth/LoginPage.tsx');
    // The sign-in screen's frame; AuthLayout, the frame around the router's Outlet, comes with the router.
    expect(modules).toContain('src/web/features/auth/AuthFrame.tsx');
    for (const [what, pattern] of signedInOnly)
      expect(
        modules.filter((id) => pattern.test(id)),
        what,
      ).toEqual([]);
  });

  it('has the styles of every Mantine component it shows in firstPage.css', () => {
    const graph = built();
    const shown = mantineComponents(modulesOf(graph, loadedWith(graph, graph.entry)));
    expect(shown.size).toBeGreaterThan(5);
    expect([...shown].filter((name) => !firstPageSheets.includes(name))).toEqual([]);
    // One style sheet: firstPage.css, not the rest (the progress bar's closes rest.css, with the router).
    const sheets = styleSheetsOf(graph, [graph.entry]);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).not.toBe(restSheetOf(graph));
  });
});

describe('what shows outside the first page', () => {
  it("brings the rest of Mantine's styles wherever it shows a component firstPage.css does not style", () => {
    const graph = built();
    const restFile = restSheetOf(graph);
    expect(restFile).toBeDefined();
    // The routed app (its root layout) and the shell hold every signed-in screen; the rest can show on the sign-in page's way.
    const outside =
      /^src\/web\/(RoutedApp\.tsx$|features\/(auth|errors)\/|features\/shell\/AppLayout\.tsx$|i18n\/LanguageChoices\.tsx$|ui\/mantineModals\.tsx$)/;
    const screens = Object.entries(graph.chunks).filter(([, chunk]) => chunk.source && outside.test(chunk.source));
    expect(screens.map(([, chunk]) => chunk.source)).toEqual(
      expect.arrayContaining([
        'src/web/RoutedApp.tsx',
        'src/web/features/shell/AppLayout.tsx',
        'src/web/ui/mantineModals.tsx',
        'src/web/features/auth/RegistrationPage.tsx',
      ]),
    );
    for (const [file, chunk] of screens) {
      const files = loadedWith(graph, file);
      const unstyled = [...mantineComponents(modulesOf(graph, files))].filter((name) => !firstPageSheets.includes(name));
      if (unstyled.length) expect(styleSheetsOf(graph, files), `${chunk.source} shows ${unstyled.join(', ')}`).toContain(restFile);
    }
  });
});

describe('firstPage.css and rest.css', () => {
  it("import each of Mantine core's style sheets once, in the order of its styles.css; the default variables are written by MantineProvider", () => {
    const styles = 'node_modules/@mantine/core/styles';
    const all = readdirSync(styles)
      .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
      .map((name) => name.replace(/\.css$/, ''));
    const full = readFileSync('node_modules/@mantine/core/styles.css', 'utf8');
    // Where each sheet starts in styles.css: its first class, else (the global sheets) its first rule.
    const positionOf = (name: string) => {
      const text = readFileSync(`${styles}/${name}.css`, 'utf8');
      return full.indexOf(/\.m_[0-9a-f]{8}/.exec(text)?.[0] ?? text.trim().slice(0, 60));
    };
    const inOrder = (names: string[]) => [...names].sort((a, b) => positionOf(a) - positionOf(b));

    expect([...firstPageSheets, ...restSheets, 'default-css-variables'].sort()).toEqual([...all].sort());
    expect(all.every((name) => positionOf(name) >= 0)).toBe(true);
    expect(firstPageSheets).toEqual(inOrder(firstPageSheets));
    expect(restSheets).toEqual(inOrder(restSheets));
    expect(firstPageSheets.slice(0, 2)).toEqual(['baseline', 'global']);
  });
});

import { writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

/** One built script: the chunks it imports (loaded with it) and those it may load later, its modules and its style sheets. */
export interface BuiltChunk {
  /** The module a dynamic import() asked for (the chunk is made for it), if any. */
  source: string | null;
  imports: string[];
  dynamicImports: string[];
  /** Source files relative to the repository (`src/web/App.tsx`, `node_modules/react-dom/…`). */
  modules: string[];
  css: string[];
}

/** What the build put where: the page's entry script, every chunk by file name, and each style sheet's name(s) (`rest.css`). */
export interface BundleGraph {
  entry: string;
  chunks: Record<string, BuiltChunk>;
  styleSheets: Record<string, string[]>;
}

/** Beside the web app (dist/web), not in it: the server never sends it. Relative to the repository. */
export const bundleGraphFile = 'dist/bundle-graph.json';

/**
 * Writes which source modules each built chunk holds (dist/bundle-graph.json), so a test can
 * follow what a page loads before its first render by modules, not by bytes or file names.
 */
export function bundleGraph(): Plugin {
  let root = '';
  return {
    name: 'goods-return:bundle-graph',
    apply: 'build',
    configResolved(config) {
      root = dirname(config.configFile ?? join(config.root, 'vite.config.ts'));
    },
    writeBundle(_options, bundle) {
      const relativeId = (id: string) => relative(root, id.split('?')[0]!).split('\\').join('/');
      // A chunk a group made (vite.config.ts) has no facade even when it holds a module loaded by import(): it is named by that
      // module (the one its name is, of several such).
      const sourceOf = (facade: string | null, name: string, moduleIds: string[]) => {
        const loaded = moduleIds.filter((id) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0);
        const entry = facade ?? loaded.find((id) => basename(id.split('?')[0]!).replace(/\.\w+$/, '') === name) ?? loaded[0];
        return entry ? relativeId(entry) : null;
      };
      const graph: BundleGraph = { entry: '', chunks: {}, styleSheets: {} };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'asset') {
          if (chunk.fileName.endsWith('.css')) graph.styleSheets[chunk.fileName] = chunk.names;
          continue;
        }
        if (chunk.isEntry) graph.entry = chunk.fileName;
        graph.chunks[chunk.fileName] = {
          source: sourceOf(chunk.facadeModuleId, chunk.name, chunk.moduleIds),
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: chunk.moduleIds.map(relativeId),
          css: [...(chunk.viteMetadata?.importedCss ?? [])],
        };
      }
      writeFileSync(join(root, bundleGraphFile), `${JSON.stringify(graph, null, 1)}\n`);
    },
  };
}

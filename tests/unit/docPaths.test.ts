import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every file a doc names must exist. Read: every .md under docs/ and the root README.md.
 * Checked: backticked paths (`src/web/main.tsx`) and link targets ([x](y.md)) that hold a `/`
 * and start with one of the repository's top-level folders, resolved from the repository root;
 * a link target that is relative (`../x.md`, `decisions/0001-x.md`, `y.md`) resolves from the
 * doc's own folder. Skipped: bare file names (`session.tsx`, shorthand within a folder the text
 * names), addresses (http:, mailto:), anchors, and paths with a glob (`*`) or a placeholder
 * (`<name>`, `{x}`).
 */

const root = resolve(new URL('../..', import.meta.url).pathname);
const topFolders = ['src', 'tests', 'machines', 'forms', 'scripts', 'bench', 'docs', 'integrations', 'generated', '.ci'];
const startsAtTop = new RegExp(`^(?:\\./)?(?:${topFolders.map((f) => f.replace('.', '\\.')).join('|')})/`);

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const hasPlaceholder = (path: string) => /[*<>{}]/.test(path) || /\.\.\.|…/.test(path);

/** A backticked string, cut at its first space, `#`, `:line` or `(`: `src/x.ts#name`, `src/x.ts:12`. */
function pathOfCode(code: string): string | null {
  const first = code.trim().split(/\s/)[0] ?? '';
  const path = first
    .replace(/[#(].*$/, '')
    .replace(/:\d+.*$/, '')
    .replace(/[,.;:]+$/, '');
  if (!path.includes('/') || !startsAtTop.test(path) || hasPlaceholder(path)) return null;
  return path;
}

/** A link's target, without its anchor; null for an address or an anchor alone. */
function pathOfLink(target: string): string | null {
  const path = target.trim().split(/\s/)[0]!.replace(/#.*$/, '');
  if (path === '' || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('/') || hasPlaceholder(path)) return null;
  return path;
}

interface Missing {
  doc: string;
  line: number;
  path: string;
}

function missingPathsOf(doc: string): Missing[] {
  const missing: Missing[] = [];
  const lines = readFileSync(doc, 'utf8').split('\n');
  let inFence = false;
  lines.forEach((text, index) => {
    if (/^\s*```/.test(text)) {
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    const report = (path: string, from: string) => {
      if (!existsSync(resolve(from, path))) missing.push({ doc: relative(root, doc), line: index + 1, path });
    };
    // Links first, then the backticked strings outside them.
    const withoutLinks = text.replace(/\]\(([^)]+)\)/g, (_, target: string) => {
      const path = pathOfLink(target);
      if (path !== null) report(path, startsAtTop.test(path) && !path.startsWith('./') ? root : dirname(doc));
      return ']';
    });
    for (const match of withoutLinks.matchAll(/`([^`]+)`/g)) {
      const path = pathOfCode(match[1]!);
      if (path !== null) report(path, root);
    }
  });
  return missing;
}

describe('paths the docs name', () => {
  const docs = [...markdownFiles(join(root, 'docs')), join(root, 'README.md')];

  it('reads the docs', () => {
    expect(docs.length).toBeGreaterThan(5);
  });

  it('every named file exists', () => {
    const missing = docs.flatMap(missingPathsOf);
    expect(missing.map(({ doc, line, path }) => `${doc}:${line}: ${path}`)).toEqual([]);
  });
});

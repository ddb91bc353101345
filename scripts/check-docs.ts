/**
 * Fails (exit 1) when docs/architecture.md names a file, folder or function that no longer exists,
 * so the map of the code cannot drift silently (`npm run lint`, and so CI, runs it).
 *
 * What it reads, in backticks only:
 * - paths: `src/server/app.ts`, `tests/e2e/photos.spec.ts`, `src/server/features/checkin/` (from a
 *   project folder: must exist), and short ones such as `plugins/security.ts` or `summary.ts` (a file
 *   name with its extension: some file of the project must end with it);
 * - functions and other names: a name called, `routeOptions(tag, hooks)` or `ctx.limiter.hit(…)`, anywhere;
 *   and in the "Where do I change X" table (§9) every plain name, `EDITOR_STEPS`, `IconPill`: each
 *   must occur as a word in the code (src/, tests/, scripts/, bench/).
 * Placeholders (`<f>`, `{id}`, `*`, `NNNN`, `…`), URLs and generated folders (dist/, data/) are not
 * checked.
 *
 *   node --import tsx scripts/check-docs.ts [file.md …]     # default docs/architecture.md
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Folders whose files the docs name; a path starting with one of them must exist as written. */
const PROJECT_FOLDERS = ['src', 'tests', 'scripts', 'bench', 'docs', 'drizzle', '.ci'];
/** Searched for names; also where short paths are looked for. */
const CODE_FOLDERS = ['src', 'tests', 'scripts', 'bench'];
/** Made by a build or a run, not in a clone: never checked. */
const GENERATED = ['dist/', 'data/', 'node_modules/', 'test-results/', 'bench/results/', '.vite/'];
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', '.git', 'data', 'test-results', '.test-data', 'playwright-report']);
const FILE_EXTENSION = /\.(ts|tsx|mts|mjs|js|cjs|css|html|sql|md|json)$/;
const NAME = /^[A-Za-z_$][\w$]*$/;
/** A span that is a path: no spaces, at least one slash or a file extension. */
const PATH_LIKE = /^[\w.@[\]-]+(\/[\w.@[\]-]+)*\/?$/;
const PLACEHOLDER = /[<>{}*…]|NNNN/;

/** What the docs are checked against: every file and folder (project-relative, `/`), and every word of the code. */
export interface ProjectTree {
  files: readonly string[];
  folders: readonly string[];
  words: ReadonlySet<string>;
}

export interface DocProblem {
  line: number;
  span: string;
  problem: string;
}

/** The backticked spans of a markdown text with their line numbers (code blocks are skipped: they are sketches). */
function spansOf(markdown: string): { line: number; span: string; inWhereTable: boolean }[] {
  const spans: { line: number; span: string; inWhereTable: boolean }[] = [];
  let inFence = false;
  let inWhereSection = false;
  markdown.split('\n').forEach((text, index) => {
    if (text.startsWith('```')) inFence = !inFence;
    if (inFence) return;
    if (/^#{1,3} /.test(text)) inWhereSection = /^## \d+\. Where do I change/.test(text);
    for (const match of text.matchAll(/`([^`]+)`/g)) spans.push({ line: index + 1, span: match[1]!.trim(), inWhereTable: inWhereSection && text.startsWith('|') });
  });
  return spans;
}

/** The problem with a path span, or null when it exists (or is not checked). */
function pathProblem(span: string, tree: ProjectTree): string | null {
  if (PLACEHOLDER.test(span) || span.startsWith('/') || GENERATED.some((folder) => span.startsWith(folder))) return null;
  const bare = span.replace(/\/$/, '');
  const first = bare.split('/')[0]!;
  if (PROJECT_FOLDERS.includes(first) || (!bare.includes('/') && FILE_EXTENSION.test(bare) && fs.existsSync(path.join(ROOT, bare)))) {
    if (tree.files.includes(bare) || tree.folders.includes(bare)) return null;
    return 'no such file or folder';
  }
  // A short path is checked when it has a file's extension (`summary.ts`, `renderer/RsvpForm.tsx`) or
  // starts with one of the project's folder names (`hooks/useLocalDraft`, `components/ui`); other
  // slashes are prose (`DATA_DIR/db`, `LISTEN/NOTIFY`, `Asia/Kuala_Lumpur`, `react-dom/server`).
  const folderNames = new Set(tree.folders.map((folder) => folder.split('/').pop()!));
  if (!FILE_EXTENSION.test(bare) && !folderNames.has(first)) return null;
  // It must be the end of some file's (or folder's) path, with or without the file's extension.
  const ends = (candidate: string) => candidate === bare || candidate.endsWith(`/${bare}`);
  const withoutExtension = (file: string) => file.replace(FILE_EXTENSION, '');
  if (tree.files.some((file) => ends(file) || ends(withoutExtension(file))) || tree.folders.some(ends)) return null;
  return 'no file of the project ends with this path';
}

/** The names a span calls (`name(`, or the last part of `a.b.name(`). */
function calledNames(span: string): string[] {
  return [...span.matchAll(/(?:^|[^\w$.])((?:[A-Za-z_$][\w$]*\.)*)([A-Za-z_$][\w$]*)\(/g)].map((match) => match[2]!);
}

/** Every problem of `markdown` against `tree`: missing files and folders, names that occur nowhere in the code. */
export function checkDoc(markdown: string, tree: ProjectTree): DocProblem[] {
  const problems: DocProblem[] = [];
  for (const { line, span, inWhereTable } of spansOf(markdown)) {
    if (PATH_LIKE.test(span) && (span.includes('/') || FILE_EXTENSION.test(span))) {
      const problem = pathProblem(span, tree);
      if (problem) problems.push({ line, span, problem });
      continue;
    }
    const names = new Set(calledNames(span));
    if (inWhereTable && NAME.test(span)) names.add(span);
    for (const name of names) if (!tree.words.has(name)) problems.push({ line, span, problem: `${name} occurs nowhere in ${CODE_FOLDERS.join('/, ')}/` });
  }
  return problems;
}

/** The project as it is on disk: its files and folders, and the words of its code. */
export function readProjectTree(root: string = ROOT): ProjectTree {
  const files: string[] = [];
  const folders: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (SKIPPED_DIRECTORIES.has(entry.name)) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        folders.push(child);
        walk(child);
      } else if (entry.isFile()) files.push(child);
    }
  };
  walk('');
  const words = new Set<string>();
  for (const file of files) {
    if (!CODE_FOLDERS.includes(file.split('/')[0]!) || !FILE_EXTENSION.test(file) || file.endsWith('.md')) continue;
    for (const word of fs.readFileSync(path.join(root, file), 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? []) words.add(word);
  }
  return { files, folders, words };
}

function main(): void {
  const docs = process.argv.slice(2);
  const tree = readProjectTree();
  let failed = 0;
  for (const doc of docs.length ? docs : ['docs/architecture.md']) {
    for (const { line, span, problem } of checkDoc(fs.readFileSync(path.join(ROOT, doc), 'utf8'), tree)) {
      console.error(`${doc}:${line}: \`${span}\`: ${problem}`);
      failed += 1;
    }
  }
  if (failed) {
    console.error(`${failed} name(s) in the docs no longer match the code: fix the doc (or the name).`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

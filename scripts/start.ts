/**
 * The build step of `npm start`: builds (`npm run build`: the web app and the compiled server) only
 * when the sources changed since the last successful build, then package.json's start runs
 * `NODE_ENV=production node dist/server/main.js` (decision 0017). A fresh clone has no stamp, so its
 * first `npm start` builds; a second start on the same sources starts at once.
 *
 * "Changed" is a SHA-256 over every file the build reads (BUILD_INPUTS: src/, the build's configs
 * and scripts, package.json and the lock file), compared with the one written into dist/ after the
 * last build that succeeded. The stamp is removed before a build and written after it, so a build
 * that fails or is interrupted is done again; a missing output (dist/web or dist/server deleted)
 * rebuilds too. The hash is taken before the build: a file edited during the build is seen next time.
 *
 *   node --import tsx scripts/start.ts [--force]
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Every file or folder (relative to the project) whose content the build's output depends on. */
export const BUILD_INPUTS: readonly string[] = [
  'src',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/build-server.ts',
  'scripts/prerender.tsx',
  'scripts/prerender-pages.tsx',
  'scripts/precompress.mjs',
  'bench/web-budget.ts',
];

/** What a start needs from the build; a stamp without them is not a build. */
export const BUILD_OUTPUTS: readonly string[] = ['dist/server/main.js', 'dist/web/index.html', 'dist/web/invitation.html'];

/** The hash of the last successful build's inputs. */
export const STAMP_FILE = 'dist/build-stamp.txt';

/** The files under `input` (a file or a folder), as project-relative paths with forward slashes. */
function filesOf(root: string, input: string): string[] {
  const full = path.join(root, input);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [input];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** SHA-256 over the inputs' paths and contents, in a fixed order: a renamed, added or removed file changes it too. */
export function sourceHash(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  const files = [...new Set(inputs.flatMap((input) => filesOf(root, input)))].sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export type BuildDecision = { build: false; hash: string } | { build: true; hash: string; reason: string };

/** Whether `root` needs a build: no stamp, a missing output, or sources whose hash differs from the stamp. */
export function buildDecision(root: string, inputs: readonly string[] = BUILD_INPUTS, outputs: readonly string[] = BUILD_OUTPUTS): BuildDecision {
  const hash = sourceHash(root, inputs);
  const stampPath = path.join(root, STAMP_FILE);
  if (!fs.existsSync(stampPath)) return { build: true, hash, reason: 'no earlier build' };
  const missing = outputs.find((output) => !fs.existsSync(path.join(root, output)));
  if (missing) return { build: true, hash, reason: `${missing} is missing` };
  if (fs.readFileSync(stampPath, 'utf8').trim() !== hash) return { build: true, hash, reason: 'the sources changed since the last build' };
  return { build: false, hash };
}

export function clearStamp(root: string): void {
  fs.rmSync(path.join(root, STAMP_FILE), { force: true });
}

export function writeStamp(root: string, hash: string): void {
  fs.mkdirSync(path.dirname(path.join(root, STAMP_FILE)), { recursive: true });
  fs.writeFileSync(path.join(root, STAMP_FILE), `${hash}\n`);
}

function main(): void {
  const decision = buildDecision(ROOT);
  if (!decision.build && !process.argv.includes('--force')) {
    console.log('The build is current (sources unchanged since the last build): starting it.');
    return;
  }
  console.log(`Building (${decision.build ? decision.reason : '--force'}).`);
  clearStamp(ROOT);
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeStamp(ROOT, decision.hash);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

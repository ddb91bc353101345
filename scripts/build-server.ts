/**
 * Compiles the server to JavaScript for production (`npm run build`, `npm start`): esbuild bundles
 * our TypeScript (server, shared, and the web renderer the server uses for guest pages) into
 * dist/server/main.js; every npm package stays an import from node_modules. tsx stays for
 * development and tests (docs/decisions/0017-compiled-server.md).
 *
 * Entries are the files the server loads by path at run time, not by import:
 * - main.js: the server (src/server/main.ts);
 * - worker-pool-tasks.js: the worker threads' code, which src/server/lib/worker-pool.ts loads from
 *   the folder of its own module (import.meta.url): dist/server/ once bundled.
 * The two child processes of the first start (PGlite initdb in db/client.ts, the seed artwork in
 * db/seed/artwork.ts) are inline scripts that import their package by the URL the parent resolved
 * (import.meta.resolve): nothing to emit for them. Data files (drizzle/, dist/web/) are found from
 * the project root (src/server/lib/project-root.ts), so the output folder must sit inside the project.
 *
 *   node --import tsx scripts/build-server.ts [--outdir <folder inside the project>]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The production server: what `npm start` runs after the build (keep package.json's start in step). */
export const SERVER_ENTRY = 'src/server/main.ts';
export const DEFAULT_OUTDIR = path.join(ROOT, 'dist', 'server');
/**
 * The environment and node flags `npm start` runs the compiled server with; the memory guard and
 * the bench start it the same way. NODE_ENV=production selects React's production build.
 */
export const PRODUCTION_ENV = { NODE_ENV: 'production' } as const;
export const PRODUCTION_NODE_ARGS: readonly string[] = [];

export interface BuildOptions {
  /** Output folder, inside the project (default dist/server). Emptied first. */
  outdir?: string;
  /** More entries bundled the same way (name → source), e.g. the bench's server. */
  extraEntries?: Record<string, string>;
}

/** Bundles the server; returns the path of main.js. */
export async function buildServer(options: BuildOptions = {}): Promise<string> {
  const outdir = path.resolve(ROOT, options.outdir ?? DEFAULT_OUTDIR);
  if (path.relative(ROOT, outdir).startsWith('..')) throw new Error(`${outdir} is outside the project: the server finds drizzle/ and dist/web/ from the project root`);
  // Chunk names carry a content hash: each build starts from an empty folder.
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: {
      main: SERVER_ENTRY,
      'worker-pool-tasks': 'src/server/lib/worker-pool-tasks.ts',
      // Rendered covers run in the same worker pool (runModule('cover-render')).
      'cover-render': 'src/server/lib/cover-render.ts',
      ...options.extraEntries,
    },
    outdir,
    bundle: true,
    // Dynamic imports stay lazy (the Redis client and the S3 signer load only when configured):
    // each becomes its own file beside main.js, so import.meta.url is that folder in every one.
    splitting: true,
    chunkNames: '[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // npm packages load from node_modules as they are (native modules, WebAssembly, their own files).
    packages: 'external',
    // @server/… @shared/… @web/… come from tsconfig.json's paths.
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    jsx: 'automatic',
    // Stack traces name the bundle's lines; `node --enable-source-maps` maps them to the sources.
    sourcemap: 'linked',
    // NODE_ENV is read at run time (`npm start` sets production); nothing is inlined.
    logLevel: 'warning',
  });
  return path.join(outdir, 'main.js');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const flag = process.argv.indexOf('--outdir');
  const started = performance.now();
  const main = await buildServer(flag >= 0 ? { outdir: process.argv[flag + 1] } : {});
  const files = fs.readdirSync(path.dirname(main)).filter((name) => name.endsWith('.js'));
  const kb = files.reduce((total, name) => total + fs.statSync(path.join(path.dirname(main), name)).size, 0) / 1024;
  console.log(`server built in ${(performance.now() - started).toFixed(0)} ms: ${path.relative(ROOT, main)} and ${files.length - 1} more files, ${kb.toFixed(0)} KB`);
}

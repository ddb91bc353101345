import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root folder (the one holding package.json), found once by walking up from this
 * module: src/server/lib/ when run from sources (tsx), dist/server/ once compiled into one bundle
 * (scripts/build-server.mjs). Files the server reads at run time (drizzle/, dist/web/) are resolved
 * from here, so they are found from either place without counting `../`.
 */
export function findProjectRoot(from: string): string {
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(fileURLToPath(import.meta.url));

/** A path inside the project, e.g. `projectPath('drizzle')`. */
export function projectPath(...segments: string[]): string {
  return path.join(PROJECT_ROOT, ...segments);
}

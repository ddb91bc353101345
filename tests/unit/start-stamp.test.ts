import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDecision, clearStamp, sourceHash, writeStamp } from '../../scripts/start';

/* `npm start` builds only when the sources changed since the last build (scripts/start.ts). */

const INPUTS = ['src', 'vite.config.ts'];
const OUTPUTS = ['dist/server/main.js'];
let root: string;

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

/** What a successful build leaves: its output, and the stamp of the sources it was built from. */
function built(): void {
  write('dist/server/main.js', '// built');
  writeStamp(root, sourceHash(root, INPUTS));
}

const decide = () => buildDecision(root, INPUTS, OUTPUTS);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'start-stamp-'));
  write('src/server/main.ts', 'console.log(1);');
  write('src/web/main.tsx', 'export {};');
  write('vite.config.ts', 'export default {};');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('whether npm start builds', () => {
  it('builds a fresh clone (no stamp)', () => {
    expect(decide()).toMatchObject({ build: true, reason: 'no earlier build' });
  });

  it('skips the build when nothing changed since the last one', () => {
    built();
    expect(decide()).toMatchObject({ build: false });
  });

  it('builds again when a source file changed', () => {
    built();
    write('src/server/main.ts', 'console.log(2);');
    expect(decide()).toMatchObject({ build: true, reason: 'the sources changed since the last build' });
  });

  it('builds again when a file is added, removed or renamed, or a build config changed', () => {
    built();
    write('src/web/extra.ts', 'export {};');
    expect(decide().build).toBe(true);
    built();
    fs.renameSync(path.join(root, 'src/web/extra.ts'), path.join(root, 'src/web/renamed.ts'));
    expect(decide().build).toBe(true);
    built();
    fs.rmSync(path.join(root, 'src/web/renamed.ts'));
    expect(decide().build).toBe(true);
    built();
    write('vite.config.ts', 'export default { base: "/" };');
    expect(decide().build).toBe(true);
  });

  it('ignores files outside the inputs (data, test output)', () => {
    built();
    write('data/db/PG_VERSION', '17');
    write('test-results/run.json', '{}');
    expect(decide()).toMatchObject({ build: false });
  });

  it('builds again when an output is missing or the last build did not finish (its stamp cleared first)', () => {
    built();
    fs.rmSync(path.join(root, 'dist/server'), { recursive: true });
    expect(decide()).toMatchObject({ build: true, reason: 'dist/server/main.js is missing' });
    built();
    clearStamp(root);
    expect(decide()).toMatchObject({ build: true, reason: 'no earlier build' });
  });

  it('the hash is that of the sources, whatever order the folder lists them in', () => {
    const first = sourceHash(root, INPUTS);
    expect(sourceHash(root, [...INPUTS].reverse())).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
  });
});

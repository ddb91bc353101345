import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROUTE_CHUNKS = ['PublicLayout', 'HomePage', 'TemplatesPage', 'AboutUsPage', 'PrivacyPolicyPage', 'AuthPage'];
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fake Vite build: an entry that lazy-loads each route chunk, and the landing's and the invitation's own entries. */
function fakeBuild(sizes: { landing: number; invitation: number }): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-budget-'));
  dirs.push(dist);
  const assets = path.join(dist, 'assets');
  fs.mkdirSync(assets);
  // Random bytes as base64: gzip gets back to about the random bytes, so `bytes` is close to the gzip size.
  const filler = (bytes: number) => `/*${randomBytes(bytes).toString('base64')}*/`;
  fs.writeFileSync(path.join(dist, 'index.html'), '<script type="module" src="/assets/index-a1.js"></script>');
  fs.writeFileSync(path.join(assets, 'index-a1.js'), ROUTE_CHUNKS.map((name) => `import("./${name}-a1.js");`).join('\n'));
  for (const name of ROUTE_CHUNKS) fs.writeFileSync(path.join(assets, `${name}-a1.js`), 'export{}');
  fs.writeFileSync(path.join(dist, 'landing.html'), '<script type="module" src="/assets/landing-a1.js"></script>');
  fs.writeFileSync(path.join(assets, 'landing-a1.js'), filler(sizes.landing));
  fs.writeFileSync(path.join(dist, 'invitation.html'), '<script type="module" src="/assets/invitation-a1.js"></script>');
  fs.writeFileSync(path.join(assets, 'invitation-a1.js'), filler(sizes.invitation));
  return dist;
}

function runBudget(dist: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'bench/web-budget.ts'], { env: { ...process.env, VITE_OUT_DIR: dist, WEB_DIST_DIR: '' }, encoding: 'utf8' });
}

describe('JS size budgets checked by the build', () => {
  it('passes a build within budget', () => {
    const result = runBudget(fakeBuild({ landing: 20 * 1024, invitation: 20 * 1024 }));
    expect(result.stderr).not.toContain('Over budget');
    expect(result.status).toBe(0);
  });

  it('fails a build over budget, naming each route and its size', () => {
    const result = runBudget(fakeBuild({ landing: 120 * 1024, invitation: 100 * 1024 }));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/ {2}\/ \(landing, islands\): 1[12]\d\.\d KB gzip is over its budget of 100\.0 KB/);
    expect(result.stderr).toMatch(/\/view\/\{id\} \(invitation\): (9\d|10\d)\.\d KB gzip is over its budget of 32\.0 KB/);
  });
});

import { describe, expect, it } from 'vitest';
import { checkDoc, type ProjectTree } from '../../scripts/check-docs';

/* docs/architecture.md may name only files, folders and functions that exist (scripts/check-docs.ts, run by `npm run lint`). */

const tree: ProjectTree = {
  files: ['src/server/app.ts', 'src/server/plugins/security.ts', 'src/server/features/guests/summary.ts', 'src/web/features/editor/hooks/useLocalDraft.ts', 'package.json'],
  folders: ['src', 'src/server', 'src/server/plugins', 'src/server/features', 'src/server/features/guests', 'src/web', 'src/web/features', 'src/web/features/editor', 'src/web/features/editor/hooks'],
  words: new Set(['buildApp', 'registerSecurity', 'EDITOR_STEPS', 'hit']),
};

const spans = (markdown: string) => checkDoc(markdown, tree).map(({ span, problem }) => ({ span, problem }));

describe('the docs check', () => {
  it('passes a doc whose files, folders and functions exist', () => {
    const doc = [
      '# Architecture',
      '`buildApp(ctx)` in `src/server/app.ts`; headers in `registerSecurity` (`plugins/security.ts`), the counts in `summary.ts`,',
      'drafts in `hooks/useLocalDraft`; the features in `src/server/features/`; `ctx.limiter.hit(key)`; `package.json`.',
      'Not paths: `DATA_DIR/db`, `LISTEN/NOTIFY`, `Asia/Kuala_Lumpur`, `/api/health`, `dist/server/main.js`, `src/server/features/<f>/routes.ts`, `drizzle/NNNN_*.sql`.',
      '## 9. Where do I change X',
      '| I want to change… | Go to |',
      '|---|---|',
      '| an editor step | `EDITOR_STEPS` in `src/server/app.ts` |',
    ].join('\n');
    expect(spans(doc)).toEqual([]);
  });

  it('flags a file that does not exist, written in full or short', () => {
    expect(spans('The app is `src/server/old-app.ts`, its checks `plugins/old-security.ts`, its folder `src/server/gone/`.')).toEqual([
      { span: 'src/server/old-app.ts', problem: 'no such file or folder' },
      { span: 'plugins/old-security.ts', problem: 'no file of the project ends with this path' },
      { span: 'src/server/gone/', problem: 'no such file or folder' },
    ]);
  });

  it('flags a function called in a span that occurs nowhere in the code', () => {
    expect(spans('Built by `buildServerApp(ctx)`, limited by `ctx.limiter.take(key)`.')).toEqual([
      { span: 'buildServerApp(ctx)', problem: 'buildServerApp occurs nowhere in src/, tests/, scripts/, bench/' },
      { span: 'ctx.limiter.take(key)', problem: 'take occurs nowhere in src/, tests/, scripts/, bench/' },
    ]);
  });

  it('flags a name in the where-to-change table that occurs nowhere in the code (elsewhere a plain word is prose)', () => {
    const table = ['## 9. Where do I change X', '| a | b |', '|---|---|', '| an editor step | `EDITOR_STEP_LIST` in `src/server/app.ts` |'].join('\n');
    expect(spans(table)).toEqual([{ span: 'EDITOR_STEP_LIST', problem: 'EDITOR_STEP_LIST occurs nowhere in src/, tests/, scripts/, bench/' }]);
    expect(spans('The stepper reads `EDITOR_STEP_LIST`.')).toEqual([]);
  });

  it('skips code blocks (sketches of code that does not exist yet)', () => {
    expect(spans(['```diff', '+// `src/web/features/editor/steps/ThankYouStep.tsx`', '```'].join('\n'))).toEqual([]);
  });
});

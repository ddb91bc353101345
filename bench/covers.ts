/**
 * How long one cover takes to draw (issue 19 budget: under 300 ms each, then served from storage):
 * the worker pool's render of a thumbnail (540×960) and an og image (1200×630) for a Malay, a
 * Chinese and a Tamil invitation over seeded art, cold (first render in a fresh worker) and warm
 * (median and worst of the next runs). Prints a table; asserts nothing.
 *
 *   node --import tsx bench/covers.ts [runs]
 */
import { renderArtworkWebp } from '@server/db/seed/artwork';
import type { CoverRenderInput } from '@server/lib/cover-render';
import type { CoverFrame, CoverText } from '@server/lib/cover-svg';
import { closeWorkerPool, runModule } from '@server/lib/worker-pool';

const RUNS = Number(process.argv[2] ?? 8);

const colors = { label: '#7c2d12', title: '#4c0519', date: '#44403c', venue: '#44403c', panel: '#fff7ed', accent: '#b45309', primary: '#fff7ed', secondary: '#fde68a' };
const TEXTS: Record<string, CoverText> = {
  malay: { label: 'Walimatul Urus', title: 'Nur Iman & Haziq', date: 'Sabtu, 17 April 2027', venue: 'Dewan Seri Melati, Shah Alam', colors },
  chinese: { label: '婚礼', title: '李明轩 & 王雅婷', date: '2027年5月22日星期六', venue: '吉隆坡香格里拉酒店', colors },
  tamil: { label: 'திருமணம்', title: 'கார்த்திக் & பிரியா', date: 'சனி, 12 ஜூன் 2027', venue: 'ஸ்ரீ மகா மாரியம்மன் மண்டபம், கோலாலம்பூர்', colors },
};
const FRAMES: CoverFrame[] = [
  { kind: 'thumb', width: 540, height: 960 },
  { kind: 'og', width: 1200, height: 630 },
];

const art = new Uint8Array(await renderArtworkWebp('classic-wedding', 1080));
const render = (input: CoverRenderInput) => runModule<Uint8Array>('cover-render', input, { timeoutMs: 30_000 });
const ms = (value: number) => `${value.toFixed(0)} ms`;

// The pool's first worker start (loading tsx and the task code) is no render's cost.
await render({ text: TEXTS.malay!, frame: FRAMES[0]!, art: null });

const rows: string[][] = [['cover', 'size', 'first', 'median', 'worst', 'bytes']];
for (const [language, text] of Object.entries(TEXTS)) {
  for (const frame of FRAMES) {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run <= RUNS; run += 1) {
      const started = performance.now();
      const jpeg = await render({ text, frame, art });
      times.push(performance.now() - started);
      bytes = jpeg.byteLength;
    }
    const [first, ...warm] = times as [number, ...number[]];
    warm.sort((a, b) => a - b);
    rows.push([language, `${frame.width}×${frame.height}`, ms(first), ms(warm[Math.floor(warm.length / 2)] ?? first), ms(warm.at(-1) ?? first), `${(bytes / 1024).toFixed(0)} KB`]);
  }
}
await closeWorkerPool();
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));

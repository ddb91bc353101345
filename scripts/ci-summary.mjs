// Prints one closing line, "N passed, N failed, N skipped", from the Vitest and Playwright JSON reports,
// after each report's slowest files (where the CI's minutes go: the suite must stay under 30 minutes).
import fs from 'node:fs';
import path from 'node:path';

const SLOWEST = 8;

/** Seconds per test file: Vitest's startTime/endTime per file, Playwright's summed test results per spec file. */
function fileSeconds(report) {
  const seconds = new Map();
  const add = (file, ms) => seconds.set(file, (seconds.get(file) ?? 0) + ms / 1000);
  if (Array.isArray(report.testResults)) {
    for (const result of report.testResults) add(path.relative(process.cwd(), result.name), (result.endTime ?? 0) - (result.startTime ?? 0));
  }
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) for (const run of test.results ?? []) add(`${file} [${test.projectName}]`, run.duration ?? 0);
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  return [...seconds.entries()].sort((a, b) => b[1] - a[1]);
}

function printSlowest(file, report) {
  const rows = fileSeconds(report);
  if (!rows.length) return;
  const total = rows.reduce((sum, [, s]) => sum + s, 0);
  console.log(`  slowest of ${rows.length} files (${Math.round(total)} s of test time in all):`);
  for (const [name, s] of rows.slice(0, SLOWEST)) console.log(`    ${s.toFixed(0).padStart(5)} s  ${name}`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    console.error(`missing report: ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
    printSlowest(file, report);
  } else if (report.stats) {
    // Playwright: flaky tests passed on retry
    const s = report.stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected;
    skipped += s.skipped;
    console.log(`${file}: ${s.expected + s.flaky} passed (${s.flaky} flaky), ${s.unexpected} failed`);
    printSlowest(file, report);
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

import { defineConfig, devices } from '@playwright/test';
import { scaled } from './tests/e2e/support/timeouts';

/** The app under test listens here (started by global-setup with its own data and SMTP sink). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const mobile = { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: true };
const ADMIN_SPECS = '**/admin-*.spec.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Kept apart from test-results/*.json (Playwright empties its output folder at start), and per
  // port so that two runs on one machine do not delete each other's traces.
  outputDir: `test-results/playwright-${E2E_PORT}`,
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  // Three on the two-core CI machine: a browser test spends about half its time waiting (the server,
  // mail, debounced saves), so two workers left ~45 % of both cores idle (≈4.3 s of CPU per test against
  // 21.9 min × 2 cores for 316 tests). Measured on the same specs (guests + dashboard, 33 tests): the
  // same CPU (125 s → 120 s user+sys) in 6.5 min instead of 8.9. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || 3,
  // No retries, on CI either: a test that passes only on its second try is a defect to fix (wait on a
  // condition, seed through the API, split a long journey), not to hide.
  retries: 0,
  // Multiplied on a busy machine (tests/e2e/support/timeouts.ts: TEST_TIMEOUT_SCALE, else the load at start).
  timeout: scaled(60_000),
  expect: { timeout: scaled(10_000) },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Recording a trace for every test cost a third of the suite's CPU (2026-12-03, dashboard + editor
    // specs: 61-70 s of CPU with it, 45-48 s without), and on CI the suite is CPU-bound (two cores,
    // three workers). CI keeps the failure's screenshot and error; a local run keeps the trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'America/New_York',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: ADMIN_SPECS },
    { name: 'mobile', use: mobile, grep: /@mobile/, testIgnore: ADMIN_SPECS },
    // The admin publishes templates into the one shared gallery; other journeys count the seeded
    // gallery, so the admin's journeys run after them.
    { name: 'admin-desktop', use: desktop, testMatch: ADMIN_SPECS, dependencies: ['desktop', 'mobile'] },
    { name: 'admin-mobile', use: mobile, testMatch: ADMIN_SPECS, grep: /@mobile/, dependencies: ['desktop', 'mobile'] },
  ],
});

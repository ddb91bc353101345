import { afterEach, vi } from 'vitest';

// Any console.error during a test is a bug we want to see fail the test (epic-stack's rule).
const errorSpy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = errorSpy.mock.calls;
  if (calls.length) {
    const message = calls.map((args) => args.map(String).join(' ')).join('\n');
    errorSpy.mockClear();
    throw new Error(`console.error was called:\n${message}`);
  }
});

import { describe, expect, it } from 'vitest';
import { timeoutScale } from '../e2e/support/timeouts';

describe('TEST_TIMEOUT_SCALE', () => {
  it('multiplies timeouts by the number given, 1 when unset or not a positive number', () => {
    expect(timeoutScale(undefined)).toBe(1);
    expect(timeoutScale('2.5')).toBe(2.5);
    expect(timeoutScale('0')).toBe(1);
    expect(timeoutScale('-3')).toBe(1);
    expect(timeoutScale('slow')).toBe(1);
  });
});

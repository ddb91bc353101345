import { describe, expect, it } from 'vitest';
import { timeoutScale } from '../e2e/support/timeouts';

describe('timeout scale', () => {
  it('is the number TEST_TIMEOUT_SCALE gives when it is a positive number', () => {
    expect(timeoutScale('2.5')).toBe(2.5);
    expect(timeoutScale('1', 8, 2)).toBe(1);
  });

  it('is 1 on a quiet machine when unset or not a positive number', () => {
    expect(timeoutScale(undefined)).toBe(1);
    expect(timeoutScale(undefined, 0.4, 2)).toBe(1);
    expect(timeoutScale('0', 0, 2)).toBe(1);
    expect(timeoutScale('-3', 0, 2)).toBe(1);
    expect(timeoutScale('slow', 0, 2)).toBe(1);
    expect(timeoutScale('', 0, 2)).toBe(1);
  });

  it('grows with the load per core when unset, at most 3', () => {
    expect(timeoutScale(undefined, 2, 2)).toBe(2);
    expect(timeoutScale(undefined, 3, 2)).toBe(2.5);
    expect(timeoutScale('slow', 2, 2)).toBe(2);
    expect(timeoutScale(undefined, 40, 2)).toBe(3);
    expect(timeoutScale(undefined, Number.NaN, 2)).toBe(1);
  });
});

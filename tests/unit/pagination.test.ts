import { describe, expect, it } from 'vitest';
import { pageWindow, pagerItems } from '@web/components/page-window';

describe('pager with first and last pages (product.md §2 payment history)', () => {
  it('keeps the five-page window and adds the ends with an ellipsis for each gap', () => {
    expect(pagerItems(1, 1, 5)).toEqual([1]);
    expect(pagerItems(2, 5, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 7, 5)).toEqual([1, 2, 3, 4, 5, 'gap-end', 7]);
    expect(pagerItems(1, 6, 5)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pagerItems(10, 20, 5)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
    expect(pagerItems(20, 20, 5)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    expect(pagerItems(4, 20, 5)).toEqual([1, 2, 3, 4, 5, 6, 'gap-end', 20]);
    expect(pagerItems(1, 0, 5)).toEqual([]);
  });

  it('the plain window is unchanged for the template gallery', () => {
    expect(pageWindow(10, 20, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(1, 3, 5)).toEqual([1, 2, 3]);
  });
});

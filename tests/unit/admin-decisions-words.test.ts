import { describe, expect, it } from 'vitest';
import { approvalToast, formatSen, paidLessThanPrice, ringgitToSen } from '@shared/payments';

/* Issue 31.4: the admin's words after an approval, and the amounts an admin types. */
describe('the approval toast', () => {
  it('names the custom domain only for Platinum with a custom URL', () => {
    expect(approvalToast({ packageType: 'silver', customSlug: null })).toBe('Payment approved: the Silver package is active');
    expect(approvalToast({ packageType: 'silver', customSlug: null })).not.toMatch(/domain/i);
    expect(approvalToast({ packageType: 'platinum', customSlug: null })).toBe('Payment approved: the Platinum package is active');
    expect(approvalToast({ packageType: 'platinum', customSlug: 'nadia-omar' })).toBe('Payment approved and custom domain activated');
  });
});

describe('amounts in ringgit and sen', () => {
  it('reads what an admin types, and refuses what is not an amount', () => {
    expect(['30', '30.5', 'RM 30.50', 'rm30', '1,030.00', '0.01'].map(ringgitToSen)).toEqual([3000, 3050, 3050, 3000, 103000, 1]);
    expect(['', 'abc', '30.555', '-5', '1e3', '30..5'].map(ringgitToSen)).toEqual([null, null, null, null, null, null]);
    expect([formatSen(3000), formatSen(3050)]).toEqual(['RM30', 'RM30.50']);
  });

  it('warns when less than the price was paid', () => {
    expect(paidLessThanPrice({ amount: 50, amountPaidSen: 3000 })).toBe(true);
    expect(paidLessThanPrice({ amount: 50, amountPaidSen: 5000 })).toBe(false);
    expect(paidLessThanPrice({ amount: 30, amountPaidSen: null })).toBe(false);
  });
});

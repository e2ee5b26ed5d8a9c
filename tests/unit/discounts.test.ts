/**
 * The discount rules of src/domain/discounts.ts that the API tests reach only in part — the split of a code over
 * lines (exact to the paisa, never more than a line is worth), the amount's caps, the list's statuses — and the
 * admin form's conversion between the shop's wall-clock time and instants (web/features/admin/discounts).
 */
import { describe, expect, it } from 'vitest';
import {
  allocateDiscount,
  checkDiscount,
  discountAmount,
  discountStatus,
  type DiscountRule,
} from '#domain/discounts';
import { instantToWallTime, wallTimeToInstant } from '#web/features/admin/discounts/shop-datetime';
import { toPayload, EMPTY_DISCOUNT } from '#web/features/admin/discounts/form-model';

const RULE: DiscountRule = {
  type: 'percent',
  value: 1000,
  minOrderPaise: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  categoryIds: [],
  active: true,
};

describe('allocateDiscount', () => {
  it('adds up exactly and follows each line’s value', () => {
    const shares = allocateDiscount([3_333_300 * 3, 1_000_000, 77], [true, true, true], 777_777);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(777_777);
    expect(shares[0]).toBeGreaterThan(shares[1]!);
  });
  it('gives nothing to lines the code does not apply to', () => {
    expect(allocateDiscount([5000, 5000], [true, false], 1000)).toEqual([1000, 0]);
  });
  it('never asks more of a line than it is worth', () => {
    const shares = allocateDiscount([1, 1, 99_998], [true, true, true], 100_000);
    expect(shares).toEqual([1, 1, 99_998]);
  });
});

describe('discountAmount', () => {
  it('rounds a percentage to the paisa', () => {
    expect(discountAmount({ type: 'percent', value: 1250 }, 999, 999)).toBe(125);
  });
  it('caps a fixed sum at the eligible pieces and leaves ₹1 to pay', () => {
    expect(discountAmount({ type: 'fixed', value: 500_000 }, 200_000, 900_000)).toBe(200_000);
    expect(discountAmount({ type: 'fixed', value: 500_000 }, 200_000, 200_000)).toBe(199_900);
  });
});

describe('checkDiscount', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const lines = [
    { categoryId: 'rings', totalPaise: 5_000_000 },
    { categoryId: 'studs', totalPaise: 2_000_000 },
  ];
  it('refuses in order: inactive, not started, expired, used up, yours, not applicable, minimum', () => {
    const reason = (rule: Partial<DiscountRule>, usage = { total: 0, byCustomer: 0 }) => {
      const r = checkDiscount({ ...RULE, ...rule }, lines, usage, now);
      return r.ok ? 'ok' : r.reason;
    };
    expect(reason({ active: false, startsAt: new Date('2027-01-01') })).toBe('inactive');
    expect(reason({ startsAt: new Date('2026-11-25') })).toBe('notStarted');
    expect(reason({ endsAt: now })).toBe('expired');
    expect(reason({ usageLimit: 3 }, { total: 3, byCustomer: 0 })).toBe('usedUp');
    expect(reason({ perCustomerLimit: 1 }, { total: 1, byCustomer: 1 })).toBe('alreadyUsed');
    expect(reason({ categoryIds: ['bangles'] })).toBe('notApplicable');
    expect(reason({ categoryIds: ['studs'], minOrderPaise: 2_000_001 })).toBe('minOrder');
    expect(reason({ categoryIds: ['studs'], minOrderPaise: 2_000_000 })).toBe('ok');
  });
  it('takes the percentage of the eligible lines only', () => {
    const r = checkDiscount({ ...RULE, categoryIds: ['rings'] }, lines, { total: 0, byCustomer: 0 }, now);
    expect(r).toMatchObject({ ok: true, amountPaise: 500_000, lineDiscountsPaise: [500_000, 0] });
  });
});

describe('discountStatus', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it('names where a code stands', () => {
    expect(discountStatus({ ...RULE, active: false }, 0, now)).toBe('inactive');
    expect(discountStatus({ ...RULE, endsAt: new Date('2026-11-01') }, 0, now)).toBe('expired');
    expect(discountStatus({ ...RULE, usageLimit: 2 }, 2, now)).toBe('used up');
    expect(discountStatus({ ...RULE, startsAt: new Date('2026-12-01') }, 0, now)).toBe('scheduled');
    expect(discountStatus(RULE, 5, now)).toBe('active');
  });
});

describe('the admin form’s dates in the shop’s zone', () => {
  it('turns the shop’s wall-clock time into the instant it names, and back', () => {
    expect(wallTimeToInstant('2026-11-24T10:00', 'Asia/Kolkata')).toBe('2026-11-24T10:00:00+05:30');
    expect(instantToWallTime('2026-11-24T04:30:00.000Z', 'Asia/Kolkata')).toBe('2026-11-24T10:00');
    // A zone with summer time: the offset of that day.
    expect(wallTimeToInstant('2026-07-01T09:15', 'Europe/London')).toBe('2026-07-01T09:15:00+01:00');
    expect(wallTimeToInstant('2026-12-01T09:15', 'Europe/London')).toBe('2026-12-01T09:15:00+00:00');
    expect(wallTimeToInstant('2026-07-01T09:15', 'America/New_York')).toBe('2026-07-01T09:15:00-04:00');
    expect(instantToWallTime(null, 'Asia/Kolkata')).toBe('');
  });
  it('leaves blank as blank and text that is no time for the schema to refuse', () => {
    expect(wallTimeToInstant('', 'Asia/Kolkata')).toBe('');
    expect(wallTimeToInstant('tomorrow', 'Asia/Kolkata')).toBeNull();
    expect(toPayload({ ...EMPTY_DISCOUNT, startsAt: 'tomorrow' }, 'Asia/Kolkata').startsAt).toBe('tomorrow');
  });
});

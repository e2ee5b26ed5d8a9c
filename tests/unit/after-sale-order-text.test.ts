/**
 * The words of an order after the sale (docs/decisions/097): the shopper's payment line never reads "Cancelled ·
 * Paid by Card"; timelines say each event as stored by the server, keep the shop's records from the shopper, and
 * a status event that only repeats a milestone of the same moment is left out.
 */
import { describe, expect, it } from 'vitest';
import type { OrderEventDto } from '#domain/schemas/admin-orders';
import { paymentSummary } from '#web/features/orders/order-text';
import { adminEventText, shopperEventText, withoutEchoes } from '#web/features/orders/timeline-text';
import { refundableOf, rupeesFromText } from '#web/features/admin/orders/order-money';

const event = (
  type: OrderEventDto['type'],
  detail: Record<string, unknown>,
  at = '2026-11-24T06:00:00.000Z',
) => ({ _id: `${type}-${at}`, type, at, by: 'Priya Shah', detail }) satisfies OrderEventDto;

describe('paymentSummary', () => {
  it('says the refund of a cancelled order, never that it was paid', () => {
    expect(paymentSummary({ status: 'Cancelled', paymentMethod: 'Card', refundedAmount: 48_000 })).toBe(
      'Cancelled · Refunded ₹48,000.00',
    );
    expect(paymentSummary({ status: 'Cancelled', paymentMethod: 'Card', refundedAmount: 0 })).toBe(
      'Cancelled · Not refunded yet',
    );
  });
  it('adds a part refund to a live order, and says only the payment otherwise', () => {
    expect(paymentSummary({ status: 'Delivered', paymentMethod: 'Card', refundedAmount: 1_500.5 })).toBe(
      'Paid by Card · Refunded ₹1,500.50',
    );
    expect(paymentSummary({ status: 'Shipped', paymentMethod: 'Card', refundedAmount: 0 })).toBe(
      'Paid by Card',
    );
  });
});

describe('timeline text', () => {
  it('says each event for the admin, with reasons, notes, stock and failures', () => {
    expect(adminEventText(event('note', { text: 'Hold until Monday' }))).toEqual({
      title: 'Note',
      body: 'Hold until Monday',
    });
    expect(adminEventText(event('cancelled', { reason: 'Changed mind', restock: false })).body).toBe(
      'Reason: Changed mind · Not restocked',
    );
    expect(adminEventText(event('refunded', { amount: 5000, providerRefundId: 're_1' })).title).toBe(
      'Refunded ₹5,000.00',
    );
    expect(adminEventText(event('refund_failed', { amount: 10, why: 'unavailable' })).body).toMatch(
      /did not answer/,
    );
    expect(adminEventText(event('restocked', { lines: [{ sku: 'A', quantity: 2 }] })).title).toBe(
      '2 pieces put back in stock',
    );
    expect(adminEventText(event('email', { subject: 'Your order has shipped', to: 'a@b.in' }))).toEqual({
      title: 'E-mail sent to the customer',
      body: 'Your order has shipped',
    });
    expect(adminEventText(event('status', { from: 'Shipped', to: 'Processing' })).title).toBe(
      'Status changed from Shipped to Processing',
    );
  });

  it('gives a shipment its tracking link, only when it is a web address', () => {
    const shipped = adminEventText(
      event('shipped', {
        carrier: 'Blue Dart',
        trackingNumber: 'BD1',
        trackingUrl: 'https://bluedart.com/t/BD1',
      }),
    );
    expect(shipped.body).toBe('Shipped with Blue Dart, tracking number BD1.');
    expect(shipped.link?.href).toBe('https://bluedart.com/t/BD1');
    expect(shopperEventText(event('shipped', { trackingUrl: 'javascript:alert(1)' }))?.link).toBeUndefined();
  });

  it("keeps the shop's records from the shopper", () => {
    for (const type of ['note', 'email', 'restocked', 'huids', 'refund_failed'] as const)
      expect(shopperEventText(event(type, { text: 'internal' }))).toBeNull();
    expect(shopperEventText(event('cancelled', { reason: 'internal' }))).toEqual({
      title: 'Order cancelled',
    });
  });

  it('drops a status event that repeats a milestone of the same moment, keeps a later one', () => {
    const events = [
      event('status', { from: 'Placed', to: 'Shipped' }, '2026-11-24T06:00:01.000Z'),
      event('shipped', { carrier: 'DTDC' }, '2026-11-24T06:00:00.000Z'),
      event('status', { from: 'Processing', to: 'Shipped' }, '2026-11-25T06:00:00.000Z'),
    ];
    expect(withoutEchoes(events).map((e) => e.at)).toEqual([
      '2026-11-24T06:00:00.000Z',
      '2026-11-25T06:00:00.000Z',
    ]);
  });
});

describe('order money', () => {
  it('works in whole paise', () => {
    expect(refundableOf({ totalAmount: 0.3, refundedAmount: 0.1 })).toBe(0.2);
    expect(refundableOf({ totalAmount: 100, refundedAmount: 100 })).toBe(0);
    expect(rupeesFromText('₹1,500.50')).toBe(1500.5);
    expect(rupeesFromText(' ')).toBeNaN();
  });
});

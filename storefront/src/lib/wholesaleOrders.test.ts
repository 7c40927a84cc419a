import { describe, expect, it } from 'vitest';
import { balanceText, dayOf, deliveryDayLabel, dollars, dueText, paymentStatusLabel, stateLabel, termsText } from './wholesaleOrders';

describe("the portal's order figures", () => {
  it('names a delivery day with its weekday, whatever the viewer’s zone', () => {
    expect(deliveryDayLabel('2026-11-04')).toBe('Wednesday, November 4, 2026');
  });

  it('says an ISO time’s day in New York', () => {
    // 3 a.m. UTC on 3 November is still 2 November in New York.
    expect(dayOf('2026-11-03T03:00:00Z')).toBe('November 2, 2026');
  });

  it('says when an invoice is due: its date once delivered, the term until then', () => {
    expect(dueText({ dueOn: '2026-12-04', termDays: 30 })).toBe('December 4, 2026');
    expect(dueText({ dueOn: '', termDays: 45 })).toBe('Due 45 days after delivery');
  });

  it('names payment terms: Net 30, or cash on delivery for an account allowed to order so', () => {
    expect(termsText({ paymentTerms: 'net-30' })).toBe('Net 30');
    expect(termsText({ paymentTerms: 'cod' })).toBe('cash on delivery');
  });

  it('names states and payment statuses, "—" before an order is invoiced', () => {
    expect(stateLabel('on-hold')).toBe('On hold');
    expect(paymentStatusLabel('partly-paid')).toBe('Partly paid');
    expect(paymentStatusLabel('')).toBe('—');
    expect(dollars(43200)).toBe('$432.00');
    expect(balanceText({ balanceCents: 1234, paymentStatus: 'partly-paid' })).toBe('$12.34');
    expect(balanceText({ balanceCents: 0, paymentStatus: '' as never })).toBe('—');
  });
});

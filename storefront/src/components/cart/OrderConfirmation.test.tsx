// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { OrderResult } from '@farmsite/domain';
import { OrderConfirmation } from './OrderConfirmation';

afterEach(cleanup);

const order: OrderResult = {
  id: 'o1',
  number: 482913,
  items: [
    { productId: 'p1', variantId: 'v1', size: 'M', name: 'Farm Logo Tee', price: '28.00', quantity: 2, lineTotal: '56.00' },
    { productId: 'p2', name: 'Sun-Grown Dad Hat', price: '24.00', quantity: 1, lineTotal: '24.00' },
  ],
  total: '80.00',
  fulfillment: 'shipping',
  shipTo: ['12 Main St', 'Apt 2', 'Kingston, NY 12401'],
  confirmationEmailed: true,
};

const farm = '1 Farm Rd, Accord, NY 12404';

describe('OrderConfirmation', () => {
  it('shows the number, each line with its size, the total and where it is shipped', () => {
    render(<OrderConfirmation order={order} email="sam@example.com" farmAddress={farm} />);
    expect(screen.getByTestId('order-number').textContent).toBe('482913');
    const lines = screen.getAllByTestId('order-line').map((l) => l.textContent);
    expect(lines).toEqual(['Farm Logo TeeSize: M2 × $28.00$56.00', 'Sun-Grown Dad Hat1 × $24.00$24.00']);
    expect(screen.getByTestId('order-total').textContent).toBe('$80.00');
    expect(screen.getByTestId('order-delivery').textContent).toBe('Shipping to12 Main StApt 2Kingston, NY 12401');
    expect(document.activeElement).toBe(screen.getByTestId('order-confirmation'));
  });

  it('names the farm for a pickup', () => {
    render(<OrderConfirmation order={{ ...order, fulfillment: 'pickup', shipTo: [] }} email="sam@example.com" farmAddress={farm} />);
    expect(screen.getByTestId('order-delivery').textContent).toBe(
      "Pickup at the farm1 Farm Rd, Accord, NY 12404. We'll write to arrange a time.",
    );
  });

  it('says a confirmation email is on its way only when the server queued one', () => {
    render(<OrderConfirmation order={order} email="sam@example.com" farmAddress={farm} />);
    expect(screen.getByTestId('order-next-step').textContent).toBe(
      "A confirmation email is on its way to sam@example.com. We'll be in touch to confirm availability, payment and delivery.",
    );
  });

  it('promises no email when none was queued', () => {
    render(<OrderConfirmation order={{ ...order, confirmationEmailed: false }} email="sam@example.com" farmAddress={farm} />);
    const text = screen.getByTestId('order-next-step').textContent;
    expect(text).toBe("We'll contact you at sam@example.com to confirm availability, payment and delivery.");
    expect(text).not.toMatch(/email/i);
  });
});

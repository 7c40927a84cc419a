// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { OrderConfirmation } from './OrderConfirmation';

afterEach(cleanup);

const order = { id: 'o1', number: 482913, total: '56.00' };

describe('OrderConfirmation', () => {
  it('says a confirmation email is on its way only when the server queued one', () => {
    render(<OrderConfirmation order={{ ...order, confirmationEmailed: true }} email="sam@example.com" />);
    expect(screen.getByTestId('order-next-step').textContent).toBe(
      "A confirmation email is on its way to sam@example.com. We'll be in touch to confirm availability, payment and delivery.",
    );
    expect(screen.getByTestId('order-number').textContent).toBe('482913');
    expect(screen.getByTestId('order-total').textContent).toBe('$56.00');
  });

  it('promises no email when none was queued', () => {
    render(<OrderConfirmation order={{ ...order, confirmationEmailed: false }} email="sam@example.com" />);
    const text = screen.getByTestId('order-next-step').textContent;
    expect(text).toBe("We'll contact you at sam@example.com to confirm availability, payment and delivery.");
    expect(text).not.toMatch(/email/i);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { render } from 'preact';
import { toCartProduct } from '../../lib/cart';
import { CART_STORAGE_KEY, CartProvider, useCart } from './CartContext';

const tee = { id: 't', name: 'Farm Logo Tee', slug: 'farm-logo-tee', price: '28.00', images: [] };
const large = { id: 'l', name: 'L', price: '30.00' };
const hat = { id: 'h', name: 'Sun-Grown Dad Hat', slug: 'sun-grown-dad-hat', price: '24.00', images: [] };

/** The cart's lines, and an Add to Cart of the tee in size L. */
function Probe() {
  const { lines, isOpen, add } = useCart();
  return (
    <>
      <p data-testid="lines" data-open={isOpen}>
        {lines.map((l) => `${l.quantity} ${l.product.name} ${l.product.size ?? ''}`.trim()).join('; ')}
      </p>
      <button type="button" onClick={() => add(tee, large)}>
        Add to Cart
      </button>
    </>
  );
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('CartProvider', () => {
  it('an Add to Cart done before the stored cart is taken in is added to it, and both are kept', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ product: toCartProduct(hat), quantity: 2 }]));
    const root = document.body.appendChild(document.createElement('div'));
    // As a tap replayed the moment the app has taken the page over: after the first render,
    // before its effects have run.
    render(
      <CartProvider>
        <Probe />
      </CartProvider>,
      root,
    );
    screen.getByRole('button', { name: 'Add to Cart' }).click();
    await waitFor(() => expect(screen.getByTestId('lines').textContent).toBe('2 Sun-Grown Dad Hat; 1 Farm Logo Tee L'));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toHaveLength(2));
    expect(screen.getByTestId('lines').dataset.open).toBe('true');
  });
});

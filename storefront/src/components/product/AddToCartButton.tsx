import type { Product } from '@farmsite/domain';
import { useCart } from '../cart/CartContext';
import { CartIcon } from '../ui/Icons';

/** Add to Cart for merchandise; disabled with `unavailableLabel` when out of stock. */
export function AddToCartButton({
  product,
  unavailableLabel,
  className = '',
}: {
  product: Pick<Product, 'id' | 'name' | 'slug' | 'price' | 'images' | 'inStock'>;
  unavailableLabel: 'Unavailable' | 'Out of Stock';
  className?: string;
}) {
  const { add } = useCart();
  return (
    <button
      type="button"
      className={`btn-accent ${className}`}
      disabled={!product.inStock}
      onClick={() => add(product)}
      aria-label={product.inStock ? `Add ${product.name} to cart` : undefined}
    >
      {product.inStock && <CartIcon width={18} height={18} />}
      {product.inStock ? 'Add to Cart' : unavailableLabel}
    </button>
  );
}

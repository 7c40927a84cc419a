import type { Product, Variant } from '@farmsite/domain';
import { lineName } from '../../lib/cart';
import { useCart } from '../cart/CartContext';
import { CartIcon } from '../ui/Icons';

/**
 * Add to Cart for merchandise, of the chosen size for a product with sizes; disabled with
 * `unavailableLabel` when out of stock. Its accessible name starts with its visible label
 * (WCAG 2.5.3): "Add to Cart: Farm Logo Tee, size M".
 */
export function AddToCartButton({
  product,
  size,
  unavailableLabel,
  className = '',
}: {
  product: Pick<Product, 'id' | 'name' | 'slug' | 'price' | 'images' | 'inStock'>;
  size?: Pick<Variant, 'id' | 'name' | 'price' | 'inStock'>;
  unavailableLabel: 'Unavailable' | 'Out of Stock';
  className?: string;
}) {
  const { add } = useCart();
  const available = product.inStock && (size?.inStock ?? true);
  const label = available ? 'Add to Cart' : unavailableLabel;
  return (
    <button
      type="button"
      className={`btn-accent ${className}`}
      disabled={!available}
      onClick={() => add(product, size)}
      aria-label={`${label}: ${lineName({ name: product.name, size: size?.name })}`}
    >
      {available && <CartIcon width={18} height={18} />}
      {label}
    </button>
  );
}

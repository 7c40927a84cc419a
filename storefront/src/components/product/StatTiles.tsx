import { formatPercent, type Product } from '@farmsite/domain';
import { isSwag } from './productRules';

/** THC, CBD and TERPS tiles; hidden for Swag and for unknown (null) values. */
export function StatTiles({ product, size = 'sm' }: { product: Pick<Product, 'category' | 'thc' | 'cbd' | 'terps'>; size?: 'sm' | 'lg' }) {
  if (isSwag(product)) return null;
  const tiles = (
    [
      ['THC', product.thc],
      ['CBD', product.cbd],
      ['TERPS', product.terps],
    ] as const
  ).flatMap(([label, value]) => {
    const text = formatPercent(value);
    return text ? [{ label, text }] : [];
  });
  if (tiles.length === 0) return null;
  return (
    <dl className={`grid grid-cols-3 ${size === 'lg' ? 'gap-3' : 'gap-1 sm:gap-2'}`}>
      {tiles.map((t) => (
        <div
          key={t.label}
          className={`min-w-0 rounded-xl bg-forest-50 text-center ${size === 'lg' ? 'px-3 py-4' : 'px-0.5 py-1.5 sm:px-2 sm:py-2'}`}
        >
          <dt
            className={`font-semibold text-forest-700 ${size === 'lg' ? 'text-xs tracking-wider' : 'text-[0.65rem] sm:text-[0.7rem] sm:tracking-wider'}`}
          >
            {t.label}
          </dt>
          <dd
            className={`font-semibold whitespace-nowrap text-forest-900 tabular-nums ${size === 'lg' ? 'mt-1 font-display text-2xl' : 'text-xs sm:text-sm'}`}
          >
            {t.text}
          </dd>
        </div>
      ))}
    </dl>
  );
}

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
    <dl className={`grid grid-cols-3 ${size === 'lg' ? 'gap-3' : 'gap-2'}`}>
      {tiles.map((t) => (
        <div key={t.label} className={`rounded-xl bg-forest-50 text-center ${size === 'lg' ? 'px-3 py-4' : 'px-2 py-2'}`}>
          <dt className={`font-semibold tracking-wider text-forest-700 ${size === 'lg' ? 'text-xs' : 'text-[0.7rem]'}`}>{t.label}</dt>
          <dd className={`font-semibold text-forest-900 tabular-nums ${size === 'lg' ? 'mt-1 text-2xl font-display' : 'text-sm'}`}>
            {t.text}
          </dd>
        </div>
      ))}
    </dl>
  );
}

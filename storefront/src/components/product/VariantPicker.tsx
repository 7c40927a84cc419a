import type { Variant } from '@farmsite/domain';
import { formatPrice } from '@farmsite/domain';

/** Size options in the spec's order (weights, or Swag sizes smallest first); unavailable ones are disabled. */
export function VariantPicker({
  variants,
  selectedId,
  onSelect,
  priceOf = (text) => text,
}: {
  variants: Variant[];
  selectedId?: string;
  onSelect: (v: Variant) => void;
  /** How a price shows (null: not at all; the site's retailPriceDisplay). */
  priceOf?: (text: string) => string | null;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-forest-900">Size</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {variants.map((v) => {
          const selected = v.id === selectedId;
          return (
            <button
              key={v.id}
              type="button"
              onClick={() => onSelect(v)}
              disabled={!v.inStock}
              aria-pressed={selected}
              aria-label={[v.name, v.weight, priceOf(formatPrice(v.price)), !v.inStock && 'unavailable'].filter(Boolean).join(', ')}
              className={`min-h-11 rounded-xl border px-4 py-2 text-left text-sm transition-colors disabled:cursor-not-allowed disabled:border-dashed disabled:opacity-50 ${
                selected
                  ? 'border-forest-800 bg-forest-800 text-cream-50'
                  : 'border-forest-900/25 bg-cream-50 text-forest-900 hover:border-forest-800'
              }`}
              data-testid="variant-option"
            >
              <span className="block font-semibold">{v.name}</span>
              <span className={`block text-xs ${selected ? 'text-cream-200' : 'text-muted'}`}>
                {[v.weight, priceOf(formatPrice(v.price))].filter(Boolean).join(' · ')}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

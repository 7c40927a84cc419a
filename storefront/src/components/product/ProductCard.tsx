import { memo, useState } from 'react';
import { Link } from 'react-router';
import { formatPrice, type Product, productImageAlt, sortVariants, type Variant } from '@farmsite/domain';
import { wrapIndex } from '../../lib/swipe';
import { priceRange } from '../../lib/variants';
import { useSwipe } from '../../hooks/useSwipe';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { AddToCartButton } from './AddToCartButton';
import { StatTiles } from './StatTiles';
import { isSwag } from './productRules';
import { publicPrice } from '../../lib/retailPrice';
import { useSite } from '../../hooks/useSite';

/** Spec section 9: a card's swipe needs more than 50 px sideways. */
export const CARD_SWIPE_THRESHOLD = 50;

/**
 * A card photo's sizes (a preload of the first card's photo must use the same). On phones
 * it asks for 80% of the width the card takes: the 640w file on a 412 px phone at 1.75x
 * (about two thirds of the bytes of 768w), a difference no one sees on a product shot.
 */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 296px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 80vw';

/**
 * The products page's, whose cards are two to a row on phones: a hair under the card's
 * width there (the 320w file on a 390-412 px phone at 1.75x). The server's preload of the
 * first card's photo says the same (backend/pages, addPagePreloads).
 */
export const LIST_CARD_IMAGE_SIZES = '(min-width: 1280px) 296px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 40vw';

interface ProductCardProps {
  product: Product & { variants?: Variant[] };
  /** The photos to show (a matching variant's under a category filter). */
  images?: string[];
  /** Above the fold: the photo loads eagerly. */
  eager?: boolean;
  /** The page's largest image (the first card): fetched first. */
  priority?: boolean;
  /** The photo's sizes attribute, for the grid the card is in. */
  imageSizes?: string;
}

/** Memoised: a list re-rendering (a poll, realtime coming up) leaves unchanged cards alone. */
export const ProductCard = memo(function ProductCard({
  product,
  images = product.images,
  eager,
  priority,
  imageSizes = CARD_IMAGE_SIZES,
}: ProductCardProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = wrapIndex(index, count);
  const step = (by: number) => setIndex((i) => wrapIndex(i + by, count));
  const swipe = useSwipe(CARD_SWIPE_THRESHOLD, (d) => step(d === 'next' ? 1 : -1));
  const range = priceRange(product.price, product.variants);
  const price = publicPrice(
    range.min === range.max ? formatPrice(range.min) : `${formatPrice(range.min)} – ${formatPrice(range.max)}`,
    useSite().retailPriceDisplay,
    product.category,
  );
  const href = `/products/${product.slug}`;
  const swag = isSwag(product);
  const alt = images[current] ? productImageAlt(product, images[current]) : product.name;
  const sizes = swag ? sortVariants(product.variants ?? []) : [];

  const image = (
    <ResponsiveImage
      sources={[images[current]]}
      alt={count > 1 ? `${alt}, photo ${current + 1} of ${count}` : alt}
      sizes={imageSizes}
      width={600}
      height={600}
      priority={priority && current === 0}
      eager={eager}
      className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
    />
  );

  return (
    <article className="card group relative flex w-full flex-col" data-testid="product-card">
      <div className="relative aspect-square overflow-hidden bg-cream-200">
        {count > 1 ? (
          <button
            type="button"
            className="relative z-10 block h-full w-full touch-pan-y"
            aria-label={`Show the next photo of ${product.name}`}
            {...swipe.handlers}
            onClick={() => {
              if (!swipe.wasSwipe()) step(1);
            }}
          >
            {image}
          </button>
        ) : (
          image
        )}
        {count > 1 && (
          <div className="pointer-events-none absolute inset-x-0 bottom-3 z-10 flex justify-center gap-1.5" aria-hidden="true">
            {images.map((src, i) => (
              <span
                key={src + i}
                className={`h-1.5 rounded-full transition-all ${i === current ? 'w-5 bg-cream-50' : 'w-1.5 bg-cream-50/60'}`}
              />
            ))}
          </div>
        )}
        <div className="pointer-events-none absolute top-3 left-3 z-10 flex flex-wrap gap-1.5">
          {product.featured && (
            <span className="rounded-full bg-honey-400 px-2.5 py-1 text-xs font-semibold text-forest-950">Featured</span>
          )}
          {!product.inStock && (
            <span className="rounded-full bg-forest-950/80 px-2.5 py-1 text-xs font-semibold text-cream-50">Out of stock</span>
          )}
        </div>
      </div>

      {/* Two cards share a phone's width: smaller type and padding there. */}
      <div className="flex flex-1 flex-col gap-2 p-3 sm:gap-3 sm:p-5">
        <div className="min-w-0">
          <p className="eyebrow truncate">{product.category}</p>
          <h3 className="mt-1 text-base leading-snug font-semibold break-words sm:text-xl">
            {/* The name's link covers the whole card; the photo button and Add to Cart sit above it. */}
            <Link
              to={href}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-3 focus-visible:after:outline-honey-600"
            >
              {product.name}
            </Link>
          </h3>
          {price && <p className="mt-1 text-sm font-semibold text-forest-800 tabular-nums sm:text-base">{price}</p>}
        </div>
        <StatTiles product={product} />
        <div className="mt-auto pt-1">
          {swag && sizes.length > 0 ? (
            <SizeChoice product={product} sizes={sizes} />
          ) : swag ? (
            <AddToCartButton product={product} unavailableLabel="Unavailable" className="relative z-10 w-full px-3 sm:px-5" />
          ) : (
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-forest-800" aria-hidden="true">
              View details <span className="transition-transform group-hover:translate-x-1">→</span>
            </span>
          )}
        </div>
      </div>
    </article>
  );
});

/**
 * Merchandise with sizes is added from its page, where a size is chosen: the card lists
 * the sizes (sold-out ones struck through) and leads there through the card's link.
 */
function SizeChoice({ product, sizes }: { product: Pick<Product, 'name' | 'inStock'>; sizes: Variant[] }) {
  if (!product.inStock || !sizes.some((v) => v.inStock)) {
    return (
      <button type="button" className="btn-accent relative z-10 w-full" disabled aria-label={`Unavailable: ${product.name}`}>
        Unavailable
      </button>
    );
  }
  return (
    <div className="space-y-2">
      <p className="text-sm text-forest-900" data-testid="card-sizes">
        <span className="text-muted">Sizes:</span>{' '}
        {sizes.map((v, i) => (
          <span key={v.id}>
            {i > 0 && ' '}
            {v.inStock ? (
              <span className="font-semibold">{v.name}</span>
            ) : (
              <s className="text-muted">
                {v.name}
                <span className="sr-only"> (sold out)</span>
              </s>
            )}
          </span>
        ))}
      </p>
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-forest-800" aria-hidden="true">
        Choose a size <span className="transition-transform group-hover:translate-x-1">→</span>
      </span>
    </div>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="card" aria-hidden="true" data-testid="product-skeleton">
      <div className="skeleton aspect-square rounded-none" />
      <div className="space-y-3 p-3 sm:p-5">
        <div className="skeleton h-3 w-16" />
        <div className="skeleton h-6 w-3/4" />
        <div className="skeleton h-4 w-20" />
        <div className="skeleton h-10 w-full" />
      </div>
    </div>
  );
}

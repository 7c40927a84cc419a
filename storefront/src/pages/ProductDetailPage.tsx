import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { productQuery } from '../api/queries';
import { formatPrice, type ProductDetail, productImageAlt, slugify, sortVariants, type Variant } from '@farmsite/domain';
import { AddToCartButton } from '../components/product/AddToCartButton';
import { ProductGallery } from '../components/product/ProductGallery';
import { Reviews } from '../components/product/Reviews';
import { StatTiles } from '../components/product/StatTiles';
import { VariantPicker } from '../components/product/VariantPicker';
import { WhereToBuy } from '../components/product/WhereToBuy';
import { isCannabis, isSwag } from '../components/product/productRules';
import { PreviewBar } from '../components/layout/PreviewBar';
import { ExternalIcon, FlaskIcon, HandIcon, LeafIcon, SunIcon } from '../components/ui/ContentIcons';
import { defaultVariant, galleryImages, priceRange } from '../lib/variants';
import { publicPrice } from '../lib/retailPrice';
import { useSite } from '../hooks/useSite';
import { useDeferredQuery } from '../hooks/useDeferredQuery';
import { useServerNotFound } from '../serverNotFound';

const BENEFITS = [
  {
    icon: SunIcon,
    title: 'Grown under the sun',
    text: 'Full-spectrum Hudson Valley sunlight brings out a deeper terpene profile than any lamp.',
  },
  { icon: LeafIcon, title: 'Living soil', text: 'Cover crops, compost and no synthetic pesticides, season after season.' },
  { icon: HandIcon, title: 'Hand-trimmed, slow-cured', text: 'Dried slowly in our barn and cured in glass for a smooth, aromatic finish.' },
  { icon: FlaskIcon, title: 'Lab tested', text: 'Every batch is tested by a New York licensed laboratory for potency and purity.' },
];

export default function ProductDetailPage() {
  const { slug = '' } = useParams();
  // The server found no such product: its 404 page shows that, not a skeleton.
  const missing = useServerNotFound(useLocation().pathname);
  const { data: product, isPending, isError } = useDeferredQuery({ ...productQuery(slug), enabled: !missing });

  if (isPending && !missing) return <ProductDetailSkeleton />;
  if (missing || isError || !product) {
    return (
      <section className="container-page py-24 text-center">
        <h1 className="text-4xl font-semibold">Item Not Found</h1>
        <p className="mt-4 text-lg text-muted">Sorry, we couldn't find what you're looking for.</p>
        <Link to="/products" className="btn-primary mt-8">
          Browse all products
        </Link>
      </section>
    );
  }
  // Keyed by product so the gallery starts at the first photo on each product.
  return (
    <>
      <PreviewBar status={product.status} />
      <ProductView key={product.id} product={product} />
    </>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [imageIndex, setImageIndex] = useState(0);
  const variants = sortVariants(product.variants ?? []);
  // The size lives in the address, which the router updates in a transition: until that is
  // done, the size just tapped is the chosen one, so an Add to Cart right after adds it.
  const [justChosen, setJustChosen] = useState<{ over: string | null; variant: string } | null>(null);
  const inAddress = searchParams.get('variant');
  const chosen = justChosen && justChosen.over === inAddress ? justChosen.variant : inAddress;
  const selected = variants.find((v) => slugify(v.name) === chosen || v.id === chosen) ?? defaultVariant(variants);
  const images = galleryImages(product.images, selected);
  const range = priceRange(product.price, variants);
  const display = useSite().retailPriceDisplay;
  const shown = (text: string) => publicPrice(text, display, product.category);
  const priceText = shown(range.min === range.max ? formatPrice(range.min) : `${formatPrice(range.min)} – ${formatPrice(range.max)}`);
  const inStock = product.inStock && (selected ? selected.inStock : true);
  const labUrl = selected?.strainTestUrl || product.strainTestUrl;
  const swag = isSwag(product);

  const choose = (v: Variant) => {
    // The chosen size lives in the address; the gallery goes to its first photo.
    setJustChosen({ over: inAddress, variant: slugify(v.name) || v.id });
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('variant', slugify(v.name) || v.id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    const own = v.images.find((src) => !product.images.includes(src));
    setImageIndex(own ? galleryImages(product.images, v).indexOf(own) : 0);
  };

  return (
    <article className="container-page pt-6 pb-20">
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <ProductGallery
          name={product.name}
          images={images}
          altOf={(src) => productImageAlt(product, src)}
          index={imageIndex}
          onIndexChange={setImageIndex}
          preload={variants.flatMap((v) => v.images)}
        />

        <div>
          <p className="eyebrow">{product.category}</p>
          <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">{product.name}</h1>
          {priceText && (
            <p className="mt-4 font-display text-3xl text-forest-800 tabular-nums" data-testid="price">
              {priceText}
            </p>
          )}
          {product.size && !variants.length && <p className="mt-1 text-sm text-muted">Size: {product.size}</p>}

          <dl className="mt-6 flex flex-wrap items-center gap-x-8 gap-y-3 text-sm">
            <div className="flex items-center gap-2">
              <dt className="text-muted">Availability:</dt>
              <dd data-testid="availability">
                {inStock ? (
                  <Link
                    to="/locations"
                    className="inline-flex items-center gap-1.5 font-semibold text-forest-700 underline underline-offset-4"
                  >
                    <span className="h-2 w-2 rounded-full bg-forest-500" aria-hidden="true" />
                    In Stock
                  </Link>
                ) : (
                  <span className="inline-flex items-center gap-1.5 font-semibold text-clay">
                    <span className="h-2 w-2 rounded-full bg-clay" aria-hidden="true" />
                    Unavailable
                  </span>
                )}
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="text-muted">Category:</dt>
              <dd className="font-semibold text-forest-900">{product.category}</dd>
            </div>
          </dl>

          {!swag && (
            <div className="mt-6">
              <StatTiles product={product} size="lg" />
            </div>
          )}

          {variants.length > 0 && (
            <div className="mt-8">
              <VariantPicker variants={variants} selectedId={selected?.id} onSelect={choose} priceOf={shown} />
              {selected && (
                <p className="mt-3 text-sm text-muted" aria-live="polite" data-testid="selected-variant">
                  Selected: <span className="font-semibold text-forest-900">{selected.name}</span>
                  {selected.weight && ` (${selected.weight})`}
                  {shown(formatPrice(selected.price)) && (
                    <>
                      {' '}
                      at <span className="font-semibold text-forest-900">{shown(formatPrice(selected.price))}</span>
                    </>
                  )}
                </p>
              )}
            </div>
          )}

          <div className="mt-8 flex flex-wrap items-center gap-4">
            {swag && <AddToCartButton product={product} size={selected} unavailableLabel="Out of Stock" className="min-w-48 text-base" />}
            {labUrl && (
              <a href={labUrl} target="_blank" rel="noopener noreferrer" className="btn-outline" data-testid="lab-results">
                <FlaskIcon width={18} height={18} />
                Lab results
                <ExternalIcon width={14} height={14} />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
            {!swag && (
              <Link to="/locations" className="btn-primary">
                Find it at a dispensary
              </Link>
            )}
            {isCannabis(product.category) && (
              <Link to="/wholesale" className="font-semibold text-forest-800 underline underline-offset-4" data-testid="for-dispensaries">
                For dispensaries
              </Link>
            )}
          </div>

          <div className="mt-10 border-t border-forest-900/10 pt-8">
            <h2 className="text-2xl font-semibold">About {product.name}</h2>
            <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-ink/90">{product.description}</p>
            {(product.effects.length > 0 || product.terpenes.length > 0) && (
              <dl className="mt-6 space-y-4">
                {product.effects.length > 0 && <Chips label="Effects" items={product.effects} />}
                {product.terpenes.length > 0 && <Chips label="Terpenes" items={product.terpenes} />}
              </dl>
            )}
          </div>
        </div>
      </div>

      {!(swag && product.whereToBuy.length === 0) && <WhereToBuy product={product} />}

      <Reviews reviews={product.reviews ?? []} />

      {!swag && (
        <section className="mt-20 rounded-3xl bg-forest-900 px-6 py-12 text-cream-100 sm:px-10" aria-labelledby="benefits-heading">
          <h2 id="benefits-heading" className="text-3xl font-semibold text-cream-50">
            Why it's different
          </h2>
          <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Icon width={28} height={28} className="text-honey-300" />
                <h3 className="mt-3 font-sans text-lg font-semibold text-cream-50">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-cream-200">{text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

function Chips({ label, items }: { label: string; items: string[] }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-forest-900">{label}</dt>
      <dd className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <span key={item} className="rounded-full border border-forest-900/15 bg-cream-50 px-3 py-1 text-sm text-forest-900">
            {item}
          </span>
        ))}
      </dd>
    </div>
  );
}

function ProductDetailSkeleton() {
  return (
    <div className="container-page min-h-screen pt-6 pb-20" aria-busy="true" aria-label="Loading product" role="status">
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="skeleton aspect-square rounded-3xl" />
        <div className="space-y-4">
          <div className="skeleton h-3 w-20" />
          <div className="skeleton h-12 w-2/3" />
          <div className="skeleton h-8 w-40" />
          <div className="grid grid-cols-3 gap-3 pt-4">
            <div className="skeleton h-20" />
            <div className="skeleton h-20" />
            <div className="skeleton h-20" />
          </div>
          <div className="skeleton mt-6 h-32 w-full" />
        </div>
      </div>
    </div>
  );
}

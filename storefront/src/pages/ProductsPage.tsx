import { useDeferredValue, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { cardImages, limits, productsPerScreen, sortProducts, type ProductSort } from '@farmsite/domain';
import { activeCategoriesQuery, productsWithVariantsQuery } from '../api/queries';
import { usePollingInterval } from '../api/realtime';
import { LIST_CARD_IMAGE_SIZES, ProductCard, ProductCardSkeleton } from '../components/product/ProductCard';
import { SearchField } from '../components/ui/SearchField';
import { useSite } from '../hooks/useSite';
import { filterProducts, productListState } from '../lib/filter';
import { useDeferredQuery } from '../hooks/useDeferredQuery';
import { productListHeadQuery } from '../lib/productList';

/** The spec's 1 to 4 columns: two on phones. */
const GRID = 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4';

/** The list's orders, as the sort select offers them (?sort=; by name, the default, is left out of the address). */
const SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 'name', label: 'Name (A–Z)' },
  { value: 'price', label: 'Price (low to high)' },
  { value: 'thc', label: 'THC (high to low)' },
];

export default function ProductsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The address holds the list's state: ?category=, ?q= (the name search) and ?sort=.
  const { category, search: searchInAddress, sort } = productListState(searchParams);
  const [search, setSearch] = useState(searchInAddress);
  // The box follows an address changed by anything but typing in it (the button that
  // clears the search, a link to /products); typing writes the address.
  const [addressSeen, setAddressSeen] = useState(searchInAddress);
  if (addressSeen !== searchInAddress) {
    setAddressSeen(searchInAddress);
    if (search.trim() !== searchInAddress) setSearch(searchInAddress);
  }
  const deferredSearch = useDeferredValue(search);
  const { brandName } = useSite();
  const categoryId = useId();
  const sortId = useId();
  const searchBox = useRef<HTMLInputElement>(null);

  const products = useDeferredQuery({ ...productsWithVariantsQuery, refetchInterval: usePollingInterval(3000) });
  // A page the server rendered came with its first screen only (for the address's category,
  // search and order); it shows that until the full list is in.
  const { data: head } = useQuery(productListHeadQuery(category, searchInAddress, sort));
  const { data: categories = [] } = useQuery(activeCategoriesQuery);
  const filtered = useMemo(
    () => (products.data ? sortProducts(filterProducts(products.data, deferredSearch, category), sort) : null),
    [products.data, deferredSearch, category, sort],
  );
  const headShown = !filtered && head !== undefined && deferredSearch.trim() === searchInAddress;
  const shown = filtered ?? (headShown ? head.products : []);
  const total = filtered ? filtered.length : headShown ? head.total : 0;
  // The list grows by a screen at a time, and starts again at one screen for a new search, category or order.
  const listing = `${deferredSearch}\n${category}\n${sort}`;
  const [more, setMore] = useState<{ listing: string; limit: number }>({ listing, limit: productsPerScreen });
  if (more.listing !== listing) setMore({ listing, limit: productsPerScreen });
  const limit = more.limit;
  const visible = shown.slice(0, limit);
  // After 'Show more products', keyboard focus goes to the first card it added.
  const list = useRef<HTMLUListElement>(null);
  const firstAdded = useRef<number | null>(null);
  // (Cards a click adds before the full list is in come with it.) In the commit that shows
  // them: the button, which goes once the list is whole, takes focus with it, and a passive
  // effect would leave focus on the page's body until after the next paint.
  useLayoutEffect(() => {
    const added = firstAdded.current === null ? null : list.current?.children[firstAdded.current];
    if (!added) return;
    added.querySelector<HTMLElement>('a[href]')?.focus();
    firstAdded.current = null;
  }, [limit, visible.length]);
  const showMore = () => {
    firstAdded.current = limit;
    setMore({ listing, limit: limit + productsPerScreen });
  };

  // A category in the address that is not (or no longer) active still shows as chosen.
  const options = categories.map((c) => ({ value: c.toLowerCase(), label: c }));
  if (category && !options.some((o) => o.value === category)) {
    options.push({ value: category, label: category.charAt(0).toUpperCase() + category.slice(1) });
  }

  /** Sets (or, for '', removes) parameters of the address, in place: no history entry per keystroke. */
  const setInAddress = (changes: Record<string, string>) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const chooseCategory = (value: string) => setInAddress({ category: value });
  const chooseSort = (value: ProductSort) => setInAddress({ sort: value === 'name' ? '' : value });
  const typeSearch = (value: string) => {
    setSearch(value);
    setInAddress({ q: value.trim() });
  };
  const clearSearchAndCategory = () => {
    setSearch('');
    setInAddress({ q: '', category: '' });
    searchBox.current?.focus();
  };

  return (
    <>
      <section className="container-page pt-4 pb-8">
        <div className="rounded-3xl bg-forest-900 px-6 py-10 text-cream-100 sm:px-10 sm:py-14">
          <p className="eyebrow text-honey-300">Sun-grown in the Hudson Valley</p>
          <h1 className="mt-2 text-4xl font-semibold text-cream-50 sm:text-5xl">Our Products</h1>
          <p className="mt-3 max-w-2xl text-cream-200 sm:text-lg">
            Flower, pre-rolls, concentrates and more, grown under the sun and supplied to licensed New York dispensaries.
          </p>
        </div>
      </section>

      <section className="container-page" aria-labelledby="product-list-heading">
        <h2 id="product-list-heading" className="sr-only">
          Product list
        </h2>
        <div className="flex flex-col gap-3 md:flex-row md:items-end">
          <SearchField
            label="Search products by name"
            placeholder="Search by name..."
            value={search}
            onChange={typeSearch}
            maxLength={limits.maxProductSearch}
            inputRef={searchBox}
            className="md:flex-1"
          />
          <div className="grid grid-cols-2 gap-3 md:flex">
            <div className="min-w-0 md:w-56">
              <label htmlFor={categoryId} className="sr-only">
                Category
              </label>
              <select id={categoryId} value={category} onChange={(e) => chooseCategory(e.target.value)} className="field appearance-auto">
                <option value="">All Categories</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="min-w-0 md:w-56">
              <label htmlFor={sortId} className="sr-only">
                Sort by
              </label>
              <select
                id={sortId}
                value={sort}
                onChange={(e) => chooseSort(e.target.value as ProductSort)}
                className="field appearance-auto"
                data-testid="sort"
              >
                {SORT_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>

        <p className="mt-4 text-sm text-muted" aria-live="polite" data-testid="result-count">
          {filtered || headShown ? `${total} ${total === 1 ? 'product' : 'products'}` : ''}
        </p>

        <div className="mt-4 mb-20">
          {products.isPending && !headShown ? (
            <div className={GRID} role="status" aria-label="Loading products">
              {Array.from({ length: 8 }, (_, i) => (
                <ProductCardSkeleton key={i} />
              ))}
            </div>
          ) : products.isError && !filtered && !headShown ? (
            <div className="rounded-3xl border border-forest-900/10 bg-cream-50 px-6 py-16 text-center" role="alert">
              <p className="font-display text-2xl font-semibold text-forest-900">Failed to fetch items</p>
              <p className="mt-2 text-muted">Please check your connection and try again.</p>
              <button type="button" className="btn-primary mt-6" onClick={() => products.refetch()}>
                Try again
              </button>
            </div>
          ) : total === 0 ? (
            <div className="rounded-3xl border border-forest-900/10 bg-cream-50 px-6 py-16 text-center" data-testid="nothing-found">
              <p className="font-display text-2xl font-semibold text-forest-900">Nothing found</p>
              <p className="mt-2 text-muted">Please try a different search or category</p>
              {(search.trim() !== '' || category !== '') && (
                <button type="button" className="btn-outline mt-6" onClick={clearSearchAndCategory}>
                  Clear search and category
                </button>
              )}
            </div>
          ) : (
            <>
              <ul ref={list} className={GRID} data-testid="product-grid">
                {visible.map((p, i) => (
                  <li key={p.id} className="flex min-w-0">
                    <ProductCard product={p} images={cardImages(p, category)} priority={i === 0} imageSizes={LIST_CARD_IMAGE_SIZES} />
                  </li>
                ))}
              </ul>
              {visible.length < total && (
                <div className="mt-10 flex flex-col items-center gap-3">
                  <p className="text-sm text-muted" data-testid="shown-count">
                    {`Showing ${visible.length} of ${total} products`}
                  </p>
                  <button type="button" className="btn-outline" onClick={showMore}>
                    Show more products
                  </button>
                </div>
              )}
            </>
          )}
        </div>
      </section>

      <section className="bg-cream-200/70">
        <div className="container-page flex flex-col items-center gap-6 py-16 text-center">
          <h2 className="text-3xl font-semibold sm:text-4xl">Ready to find {brandName} near you?</h2>
          <p className="max-w-xl text-muted">Our products are sold through licensed partner dispensaries across New York.</p>
          <Link to="/locations" className="btn-primary px-8 text-base" aria-label="Find a partner dispensary">
            Find
          </Link>
        </div>
      </section>
    </>
  );
}

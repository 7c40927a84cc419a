import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatPrice, limits, productCategories, type WholesaleMenuLine } from '@farmsite/domain';
import { ApiError } from '../api/client';
import { downloadMenu, menu, type MenuQuery } from '../api/wholesale';
import { PageHeader } from '../components/layout/PageHeader';
import { isCannabis } from '../components/product/productRules';
import { PortalBar } from '../components/wholesale/PortalBar';
import { usePortalSession } from '../components/wholesale/usePortalSession';
import { useWholesaleCart } from '../components/wholesale/useWholesaleCart';
import { cartLineKey, fromMenuLine, unitCentsAt, unitsOnTerms } from '../lib/wholesaleCart';

/** The cannabis categories: swag and accessories are not sold wholesale. */
const CATEGORIES = productCategories.filter(isCannabis);

const SORTS = [
  { value: '', label: 'Product' },
  { value: 'price', label: 'Price, lowest first' },
  { value: '-price', label: 'Price, highest first' },
  { value: '-thc', label: 'THC, highest first' },
  { value: 'thc', label: 'THC, lowest first' },
  { value: '-harvest', label: 'Harvest, newest first' },
  { value: 'harvest', label: 'Harvest, oldest first' },
];

const dollars = (cents: number) => formatPrice(cents / 100);
const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

export default function WholesaleMenuPage() {
  const session = usePortalSession();
  const [filters, setFilters] = useState<MenuQuery>({ inStock: true, sort: '' });
  // Typing narrows the menu without a call per keystroke going stale in between.
  const query = useDeferredValue(filters);
  const lines = useQuery({
    queryKey: ['wholesale', 'menu', query],
    queryFn: () => menu(query),
    enabled: session.isSuccess,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const [downloading, setDownloading] = useState('');
  const [downloadProblem, setDownloadProblem] = useState('');
  const ids = { q: useId(), category: useId(), sort: useId(), thcMin: useId(), thcMax: useId(), table: useId() };
  const cart = useWholesaleCart(session.data?.buyer.id ?? '');
  const [added, setAdded] = useState('');
  const addToOrder = (line: WholesaleMenuLine, units: number) => {
    const inCart = fromMenuLine(line, units);
    cart.dispatch({ type: 'add', line: inCart });
    setAdded(`Added ${inCart.units} units of ${line.productName} ${line.variantName} (lot ${line.lot}) to your order.`);
  };

  const set = (patch: MenuQuery) => setFilters((f) => ({ ...f, ...patch }));
  const save = async (kind: 'csv' | 'pdf') => {
    setDownloading(kind);
    setDownloadProblem('');
    try {
      await downloadMenu(kind, filters);
    } catch (error) {
      setDownloadProblem(error instanceof ApiError ? error.message : String(error));
    } finally {
      setDownloading('');
    }
  };

  if (!session.data) {
    return (
      <>
        <PageHeader eyebrow="Wholesale" title="Wholesale menu" />
        <p role={session.isError ? 'alert' : 'status'} className="container-page pb-20">
          {session.isError ? session.error.message : 'Loading your account...'}
        </p>
      </>
    );
  }

  const problem = lines.error instanceof ApiError ? lines.error.message : lines.error ? String(lines.error) : '';
  const rows = lines.data?.lines ?? [];
  return (
    <>
      <PageHeader eyebrow="Wholesale" title="Wholesale menu">
        <p>Every line is a lot with the units available now. Prices and volume breaks are the same for every licensed buyer.</p>
      </PageHeader>
      <PortalBar me={session.data} />
      <section className="container-page space-y-6 pb-20">
        <form
          className="card grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-6"
          aria-label="Filter the menu"
          onSubmit={(e) => e.preventDefault()}
        >
          <div className="lg:col-span-2">
            <label htmlFor={ids.q} className="field-label">
              Search
            </label>
            <input
              id={ids.q}
              type="search"
              className="field"
              placeholder="Product, size or lot"
              maxLength={limits.maxProductSearch}
              value={filters.q ?? ''}
              onChange={(e) => set({ q: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor={ids.category} className="field-label">
              Category
            </label>
            <select id={ids.category} className="field" value={filters.category ?? ''} onChange={(e) => set({ category: e.target.value })}>
              <option value="">All</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.thcMin} className="field-label">
              THC from (%)
            </label>
            <input
              id={ids.thcMin}
              className="field"
              inputMode="decimal"
              value={filters.thcMin ?? ''}
              onChange={(e) => set({ thcMin: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor={ids.thcMax} className="field-label">
              THC to (%)
            </label>
            <input
              id={ids.thcMax}
              className="field"
              inputMode="decimal"
              value={filters.thcMax ?? ''}
              onChange={(e) => set({ thcMax: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor={ids.sort} className="field-label">
              Sort by
            </label>
            <select id={ids.sort} className="field" value={filters.sort ?? ''} onChange={(e) => set({ sort: e.target.value })}>
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          <label className="flex items-center gap-2 font-medium sm:col-span-2 lg:col-span-6">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={filters.inStock !== false}
              onChange={(e) => set({ inStock: e.target.checked })}
            />
            Only lots in stock
          </label>
        </form>

        <div className="flex flex-wrap items-center justify-between gap-4">
          <p role="status" aria-live="polite" data-testid="menu-count">
            {lines.isPending ? 'Loading the menu...' : `${rows.length} ${rows.length === 1 ? 'line' : 'lines'}`}
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-outline" onClick={() => save('pdf')} disabled={downloading !== ''}>
              {downloading === 'pdf' ? 'Preparing PDF...' : 'Download PDF'}
            </button>
            <button type="button" className="btn-outline" onClick={() => save('csv')} disabled={downloading !== ''}>
              {downloading === 'csv' ? 'Preparing CSV...' : 'Download CSV'}
            </button>
          </div>
        </div>
        <p role="status" aria-live="polite" className="font-semibold text-forest-800" data-testid="menu-added">
          {added && (
            <>
              {added}{' '}
              <Link to="/wholesale/cart" className="underline underline-offset-4">
                Review your order
              </Link>
            </>
          )}
        </p>
        {(problem || downloadProblem) && (
          <p role="alert" className="field-error">
            {problem || downloadProblem}
          </p>
        )}

        {rows.length > 0 ? (
          <div className="overflow-x-auto rounded-2xl border border-forest-900/10" role="region" aria-labelledby={ids.table} tabIndex={0}>
            <table className="w-full min-w-[76rem] text-left text-sm">
              <caption id={ids.table} className="sr-only">
                Wholesale menu, a line per lot
              </caption>
              <thead className="bg-forest-50 text-forest-900">
                <tr>
                  {[
                    'Product',
                    'Size',
                    'Lot',
                    'Harvested',
                    'Tested',
                    'THC',
                    'CBD',
                    'Terpenes',
                    'Available',
                    'Case, minimum',
                    'Unit price',
                    'Order',
                  ].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((line) => (
                  <MenuRow key={cartLineKey(line)} line={line} onAdd={addToOrder} />
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          !lines.isPending &&
          !problem && (
            <p className="card p-6" data-testid="menu-empty">
              No lot matches these filters.
            </p>
          )
        )}
      </section>
    </>
  );
}

function MenuRow({ line, onAdd }: { line: WholesaleMenuLine; onAdd: (line: WholesaleMenuLine, units: number) => void }) {
  const [units, setUnits] = useState(String(line.minimumUnits));
  const unitsId = useId();
  const wanted = unitsOnTerms(Number(units), line);
  const name = `${line.productName} ${line.variantName}, lot ${line.lot}`;
  return (
    <tr className="border-t border-forest-900/10 align-top" data-testid="menu-line">
      <th scope="row" className="px-3 py-2 font-semibold">
        {line.productName}
        <span className="block text-xs font-normal text-muted">{line.category}</span>
      </th>
      <td className="px-3 py-2">
        {line.variantName}
        {line.weight && <span className="block text-xs text-muted">{line.weight}</span>}
      </td>
      <td className="px-3 py-2">
        <Link to={line.coaUrl} className="font-semibold text-forest-800 underline underline-offset-4">
          {line.lot}
          <span className="sr-only"> certificate of analysis</span>
        </Link>
      </td>
      <td className="px-3 py-2 whitespace-nowrap tabular-nums">{line.harvestDate ?? '—'}</td>
      <td className="px-3 py-2 whitespace-nowrap tabular-nums">{line.testDate}</td>
      <td className="px-3 py-2 tabular-nums">{percent(line.thc)}</td>
      <td className="px-3 py-2 tabular-nums">{percent(line.cbd)}</td>
      <td className="px-3 py-2 tabular-nums">{percent(line.terps)}</td>
      <td className="px-3 py-2 tabular-nums">{line.available}</td>
      <td className="px-3 py-2 tabular-nums">
        {line.caseSize} a case
        <span className="block text-xs text-muted">
          from {line.minimumUnits}, by {line.incrementUnits}
        </span>
      </td>
      <td className="px-3 py-2 tabular-nums">
        <span className="font-semibold">{dollars(line.unitPriceCents)}</span>
        {line.volumeBreaks.map((b) => (
          <span key={b.minUnits} className="block text-xs text-muted">
            {dollars(b.unitPriceCents)} from {b.minUnits}
          </span>
        ))}
      </td>
      <td className="px-3 py-2">
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            onAdd(line, wanted);
            setUnits(String(line.minimumUnits));
          }}
        >
          <label htmlFor={unitsId} className="sr-only">
            Units of {name}
          </label>
          <input
            id={unitsId}
            type="number"
            className="field w-20 px-2"
            min={line.minimumUnits}
            step={line.incrementUnits}
            value={units}
            onChange={(e) => setUnits(e.target.value)}
            onBlur={() => setUnits(String(wanted))}
          />
          <button type="submit" className="btn-outline whitespace-nowrap" disabled={line.available <= 0}>
            Add to order<span className="sr-only"> {name}</span>
          </button>
          <span className="w-full text-xs text-muted" data-testid="menu-line-price">
            {dollars(unitCentsAt(line, wanted))} a unit
          </span>
        </form>
      </td>
    </tr>
  );
}

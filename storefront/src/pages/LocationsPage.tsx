import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { carriedProductsQuery, locationsQuery } from '../api/queries';
import { HydrateLater } from '../components/HydrateLater';
import { PageHeader } from '../components/layout/PageHeader';
import { LocationCard } from '../components/locations/LocationCard';
import { NearMeButton } from '../components/locations/NearMeButton';
import { PartnersMap } from '../components/locations/PartnersMap';
import { PlaceSearch } from '../components/locations/PlaceSearch';
import { useNearMe } from '../components/locations/useNearMe';
import { useSite } from '../hooks/useSite';
import { nearestFirst } from '../lib/distance';
import { useDeferredQuery } from '../hooks/useDeferredQuery';

const HOW_TO_BUY = [
  { title: 'Find a partner', text: 'Pick a licensed dispensary near you from the list above.' },
  { title: 'Ask for us by name', text: 'Visit or call ahead and ask which of our cultivars are on the shelf this week.' },
  { title: 'Enjoy responsibly', text: 'Bring a valid government ID: every purchase is for adults 21 and over.' },
];

export default function LocationsPage() {
  const { brandName } = useSite();
  // Kept current by realtime; the spec polls nothing here.
  const { data, isPending, isError } = useDeferredQuery(locationsQuery);
  const { data: carried = [] } = useQuery(carriedProductsQuery);
  const [searchParams, setSearchParams] = useSearchParams();
  const [nearMe, pressNearMe, setNearMe] = useNearMe();
  const filterId = useId();
  const listId = useId();
  // The filter lives in the address (?product=slug), so a product's page can link to its
  // partners here. A slug that names no carried product shows every partner, as the server
  // renders it.
  const chosen = carried.find((p) => p.slug === searchParams.get('product'));
  const shown = useMemo(() => {
    const partners = chosen ? (data ?? []).filter((l) => chosen.partners.includes(l.id)) : (data ?? []);
    return nearMe.status === 'located'
      ? nearestFirst(partners, nearMe.position)
      : partners.map((place) => ({ place, miles: undefined as number | null | undefined }));
  }, [data, chosen, nearMe]);
  const chooseProduct = (slug: string) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (slug) next.set('product', slug);
        else next.delete('product');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <PageHeader eyebrow="Where to buy" title="Partner Locations">
        <p>Our cannabis is sold to adults 21+ through licensed New York dispensaries. Find one near you.</p>
      </PageHeader>

      <section className="container-page pb-20" aria-label="Partner dispensaries">
        {isPending ? (
          <p role="status" className="rounded-3xl bg-cream-50 px-6 py-16 text-center text-muted">
            Loading retail partner locations...
          </p>
        ) : isError ? (
          <p role="alert" className="rounded-3xl border border-clay/30 bg-[#fbeceb] px-6 py-16 text-center font-medium text-clay">
            Error loading partner locations. Please try again later.
          </p>
        ) : !data || data.length === 0 ? (
          <p className="rounded-3xl bg-cream-50 px-6 py-16 text-center text-muted">
            Partner locations will be listed here. Check back soon for updates on where to find {brandName} products.
          </p>
        ) : (
          <>
            <div className="mb-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start">
              <div className="flex flex-col gap-5 rounded-3xl bg-cream-50 p-5 sm:p-6">
                <div>
                  <label htmlFor={filterId} className="text-sm font-semibold text-forest-900">
                    Filter by product
                  </label>
                  <select
                    id={filterId}
                    value={chosen?.slug ?? ''}
                    onChange={(e) => chooseProduct(e.target.value)}
                    className="field mt-1.5 appearance-auto"
                    aria-controls={listId}
                  >
                    <option value="">All products</option>
                    {carried.map((p) => (
                      <option key={p.slug} value={p.slug}>
                        {p.name}
                      </option>
                    ))}
                  </select>
                </div>
                <NearMeButton state={nearMe} onPress={pressNearMe} describes={listId} fallback="Or type a ZIP code or town below." />
                <PlaceSearch onFound={setNearMe} describes={listId} />
              </div>
              <HydrateLater>
                <PartnersMap partners={shown.map(({ place }) => place)} visitor={nearMe.status === 'located' ? nearMe.position : null} />
              </HydrateLater>
            </div>
            <p className="mb-4 text-sm text-muted" aria-live="polite" data-testid="partner-count">
              {chosen
                ? `${shown.length} ${shown.length === 1 ? 'partner carries' : 'partners carry'} ${chosen.name}`
                : `${shown.length} ${shown.length === 1 ? 'partner' : 'partners'}`}
            </p>
            {/* The map and the cards are hydrated in tasks of their own, after the controls. */}
            <HydrateLater>
              <ul id={listId} className="grid gap-6 md:grid-cols-2">
                {shown.map(({ place, miles }, i) => (
                  <li key={place.id} className="flex">
                    <LocationCard location={place} eager={i < 2} miles={miles} />
                  </li>
                ))}
              </ul>
            </HydrateLater>
          </>
        )}
      </section>

      <HydrateLater>
        <section className="bg-cream-200/60 py-20" aria-labelledby="how-to-buy">
          <div className="container-page">
            <p className="eyebrow">Three simple steps</p>
            <h2 id="how-to-buy" className="mt-2 text-3xl font-semibold sm:text-4xl">
              How to Buy
            </h2>
            <ol className="mt-10 grid gap-6 md:grid-cols-3">
              {HOW_TO_BUY.map((step, i) => (
                <li key={step.title} className="card p-7">
                  <span
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-honey-400 font-display text-lg font-semibold text-forest-950"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                  <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
                  <p className="mt-2 text-muted">{step.text}</p>
                </li>
              ))}
            </ol>
            <div className="mt-12 flex flex-col gap-6 rounded-3xl bg-forest-900 p-8 text-cream-100 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
              <div>
                <h2 className="text-2xl font-semibold text-cream-50">Are you a licensed dispensary?</h2>
                <p className="mt-2 text-cream-200">
                  We supply licensed New York retailers on Net 30 terms.{' '}
                  <Link to="/contact" className="font-semibold text-honey-300 underline underline-offset-4">
                    Contact us for wholesale inquiries
                  </Link>
                  .
                </p>
              </div>
              <div className="flex flex-wrap gap-3">
                <Link to="/products" className="btn-accent">
                  See our products
                </Link>
                <Link to="/about" className="btn-ghost-light">
                  About the farm
                </Link>
              </div>
            </div>
          </div>
        </section>
      </HydrateLater>
    </>
  );
}

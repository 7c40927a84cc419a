import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { carriedProductsQuery, locationsQuery } from '../api/queries';
import type { Location } from '@farmsite/domain';
import { PageHeader } from '../components/layout/PageHeader';
import { Distance } from '../components/locations/Distance';
import { NearMeButton } from '../components/locations/NearMeButton';
import { useNearMe } from '../components/locations/useNearMe';
import { PartnerAddress } from '../components/locations/PartnerAddress';
import { ChevronDownIcon, ClockIcon, ExternalIcon, PinIcon } from '../components/ui/ContentIcons';
import { ResponsiveImage } from '../components/ui/ResponsiveImage';
import { useSite } from '../hooks/useSite';
import { nearestFirst } from '../lib/distance';
import { splitHours, weekdayName } from '../lib/hours';
import { useDeferredQuery } from '../hooks/useDeferredQuery';
import { useHydrated } from '../hooks/useHydrated';

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
  const [nearMe, pressNearMe] = useNearMe();
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
            <div className="mb-8 flex flex-col gap-4 rounded-3xl bg-cream-50 p-5 sm:p-6 lg:flex-row lg:items-end lg:justify-between">
              <div className="lg:w-80">
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
              <NearMeButton state={nearMe} onPress={pressNearMe} describes={listId} />
            </div>
            <p className="mb-4 text-sm text-muted" aria-live="polite" data-testid="partner-count">
              {chosen
                ? `${shown.length} ${shown.length === 1 ? 'partner carries' : 'partners carry'} ${chosen.name}`
                : `${shown.length} ${shown.length === 1 ? 'partner' : 'partners'}`}
            </p>
            <ul id={listId} className="grid gap-6 md:grid-cols-2">
              {shown.map(({ place, miles }, i) => (
                <li key={place.id} className="flex">
                  <LocationCard location={place} eager={i < 2} miles={miles} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

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
    </>
  );
}

function LocationCard({ location, eager, miles }: { location: Location; eager: boolean; miles: number | null | undefined }) {
  const [hoursOpen, setHoursOpen] = useState(false);
  const hoursId = useId();
  const hours = splitHours(location.hours);
  // The visitor's weekday, not the server's: known once the page is hydrated.
  const today = useHydrated() ? weekdayName(new Date()) : null;

  return (
    <article className="card flex w-full flex-col" data-testid="location-card">
      {location.image && (
        <div className="aspect-[16/9] overflow-hidden bg-cream-200">
          <ResponsiveImage
            sources={[location.image]}
            alt=""
            sizes="(min-width: 768px) 46vw, 92vw"
            width={1600}
            height={900}
            eager={eager}
            className="h-full w-full object-cover"
          />
        </div>
      )}
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 className="text-2xl font-semibold">{location.name}</h2>
          <div className="flex flex-wrap items-center gap-2">
            {miles !== undefined && <Distance miles={miles} />}
            {location.featured && (
              <span className="rounded-full bg-honey-400 px-3 py-1 text-xs font-semibold text-forest-950">Featured</span>
            )}
          </div>
        </div>
        <PartnerAddress place={location} className="mt-4">
          {location.websiteUrl && (
            <p className="flex gap-2.5">
              <ExternalIcon className="mt-0.5 shrink-0 text-forest-700" />
              <a
                href={location.websiteUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-forest-800 underline underline-offset-4"
              >
                Visit Website<span className="sr-only"> of {location.name} (opens in a new tab)</span>
              </a>
            </p>
          )}
        </PartnerAddress>
        {location.description && <p className="mt-4 leading-relaxed text-muted">{location.description}</p>}
        {location.licenseNumber && (
          <p className="mt-3 text-sm text-muted">
            OCM license <span className="font-medium text-ink">{location.licenseNumber}</span>
          </p>
        )}

        {hours.length > 0 && (
          <div className="mt-5 rounded-2xl bg-forest-50">
            <button
              type="button"
              className="flex min-h-11 w-full items-center justify-between gap-2 rounded-2xl px-4 py-3 text-left font-semibold text-forest-900"
              aria-expanded={hoursOpen}
              aria-controls={hoursId}
              onClick={() => setHoursOpen((o) => !o)}
            >
              <span className="inline-flex items-center gap-2">
                <ClockIcon className="text-forest-700" /> Hours
              </span>
              <ChevronDownIcon className={`transition-transform ${hoursOpen ? 'rotate-180' : ''}`} />
            </button>
            <div id={hoursId} hidden={!hoursOpen} className="px-0 pb-3" data-testid="hours-panel">
              <table className="w-full text-sm">
                <caption className="sr-only">Opening hours of {location.name}</caption>
                <tbody>
                  {hours.map((line, i) => (
                    <tr key={i} className={line.day === today ? 'font-semibold text-forest-900' : 'text-ink'}>
                      {line.day ? (
                        <>
                          <th scope="row" className="py-1 pr-4 pl-4 text-left font-medium">
                            {line.day}
                            {line.day === today && <span className="sr-only"> (today)</span>}
                          </th>
                          <td className="py-1 pr-4 text-right tabular-nums">{line.text}</td>
                        </>
                      ) : (
                        <td colSpan={2} className="px-4 py-1">
                          {line.text}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}

        <div className="mt-6 flex flex-wrap gap-3 pt-1">
          <a href={location.mapUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
            <PinIcon width={18} height={18} /> Directions<span className="sr-only"> to {location.name} (opens in a new tab)</span>
          </a>
          {location.websiteUrl ? (
            <a href={location.websiteUrl} target="_blank" rel="noopener noreferrer" className="btn-outline">
              Store<span className="sr-only">: {location.name} online (opens in a new tab)</span>
            </a>
          ) : (
            <a role="link" aria-disabled="true" className="btn-outline cursor-not-allowed opacity-50" title="This store has no website">
              Store
            </a>
          )}
        </div>
      </div>
    </article>
  );
}

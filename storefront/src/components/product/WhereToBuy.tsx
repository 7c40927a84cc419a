import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import type { Partner, ProductDetail } from '@farmsite/domain';
import { nearestFirst } from '../../lib/distance';
import { Distance } from '../locations/Distance';
import { NearMeButton } from '../locations/NearMeButton';
import { useNearMe } from '../locations/useNearMe';
import { PinIcon } from '../ui/ContentIcons';
import { PartnerAddress } from '../locations/PartnerAddress';

/**
 * A product's "Where to buy": the partners that carry it, in the server's HTML (featured
 * first, then by name), nearest first once the visitor presses "Near me".
 */
export function WhereToBuy({ product }: { product: ProductDetail }) {
  const headingId = useId();
  const listId = useId();
  const [nearMe, pressNearMe] = useNearMe();
  const partners = product.whereToBuy;
  const shown = useMemo(
    () =>
      nearMe.status === 'located'
        ? nearestFirst(partners, nearMe.position)
        : partners.map((place) => ({ place, miles: undefined as number | null | undefined })),
    [partners, nearMe],
  );

  return (
    <section className="mt-16" aria-labelledby={headingId} data-testid="where-to-buy">
      <p className="eyebrow">Licensed New York dispensaries</p>
      <h2 id={headingId} className="mt-2 text-3xl font-semibold">
        Where to buy
      </h2>
      {partners.length === 0 ? (
        <p className="mt-4 text-muted">
          No partner lists {product.name} yet. Ask your dispensary for it, or{' '}
          <Link to="/locations" className="font-semibold text-forest-800 underline underline-offset-4">
            see all partner locations
          </Link>
          .
        </p>
      ) : (
        <>
          <p className="mt-3 max-w-2xl text-muted">
            {partners.length === 1 ? 'This partner carries' : `These ${partners.length} partners carry`} {product.name}. Call ahead to check
            it is on the shelf today.
          </p>
          <div className="mt-6">
            <NearMeButton state={nearMe} onPress={pressNearMe} describes={listId} />
          </div>
          <ul id={listId} className="mt-6 grid gap-4 md:grid-cols-2">
            {shown.map(({ place, miles }) => (
              <li key={place.id} className="flex">
                <PartnerCard partner={place} miles={miles} />
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <Link
              to={`/locations?product=${encodeURIComponent(product.slug)}`}
              className="font-semibold text-forest-800 underline underline-offset-4"
            >
              Hours and details of these partners
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

function PartnerCard({ partner, miles }: { partner: Partner; miles: number | null | undefined }) {
  return (
    <article className="card flex w-full flex-col p-5 sm:p-6" data-testid="partner">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-xl font-semibold">{partner.name}</h3>
        {miles !== undefined && <Distance miles={miles} />}
      </div>
      <PartnerAddress place={partner} className="mt-3 flex-1" />
      <a href={partner.mapUrl} target="_blank" rel="noopener noreferrer" className="btn-primary mt-4 self-start">
        <PinIcon width={18} height={18} /> Directions<span className="sr-only"> to {partner.name} (opens in a new tab)</span>
      </a>
    </article>
  );
}

import { useId, useState } from 'react';
import type { Location } from '@farmsite/domain';
import { ChevronDownIcon, ClockIcon, ExternalIcon, PinIcon } from '../ui/ContentIcons';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { splitHours } from '../../lib/hours';
import { Distance } from './Distance';
import { HoursTable } from './HoursTable';
import { OpenNow } from './OpenNow';
import { PartnerAddress } from './PartnerAddress';
import { partnerCardId } from './PartnersMap';

/** A partner's card on /locations: its photo, name, open now, address, hours, license and links. */
export function LocationCard({ location, eager, miles }: { location: Location; eager: boolean; miles: number | null | undefined }) {
  const [hoursOpen, setHoursOpen] = useState(false);
  const hoursId = useId();
  const hours = splitHours(location.hours);

  return (
    <article
      id={partnerCardId(location.id)}
      tabIndex={-1}
      className="card flex w-full scroll-mt-24 flex-col focus-visible:outline-3 focus-visible:outline-offset-2"
      data-testid="location-card"
    >
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
        <OpenNow hours={location.hours} />
        <PartnerAddress place={location} className="mt-3">
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
            {/* The table is made when opened: closed, it was a quarter of the page's
                elements, laid out for nothing and hydrated on a slow phone's main thread. */}
            <div id={hoursId} hidden={!hoursOpen} className="px-0 pb-3" data-testid="hours-panel">
              {hoursOpen && <HoursTable name={location.name} hours={hours} />}
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

import type { ReactNode } from 'react';
import { PhoneIcon, PinIcon } from '../ui/ContentIcons';

interface Place {
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

/** A partner's street address and phone (a tel: link), as the locations page and a product's Where to buy show them; children follow inside the address. */
export function PartnerAddress({ place, className, children }: { place: Place; className: string; children?: ReactNode }) {
  return (
    <address className={`${className} space-y-2 text-ink not-italic`}>
      <p className="flex gap-2.5">
        <PinIcon className="mt-0.5 shrink-0 text-forest-700" />
        <span>
          {place.address}
          <br />
          {place.city}, {place.state} {place.zip}
        </span>
      </p>
      {place.phone && (
        <p className="flex gap-2.5">
          <PhoneIcon className="mt-0.5 shrink-0 text-forest-700" />
          <a href={`tel:${place.phone.replace(/[^\d+]/g, '')}`} className="underline-offset-4 hover:underline">
            {place.phone}
          </a>
        </p>
      )}
      {children}
    </address>
  );
}

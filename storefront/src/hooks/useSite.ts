import { useQuery } from '@tanstack/react-query';
import { siteQuery } from '../api/queries';
import type { Site } from '@farmsite/domain';

/** Shown until /api/site answers (and if it cannot): the demo's own values. */
export const SITE_DEFAULTS: Site = {
  brandName: 'Hudson Valley Sun Farm',
  tagline: "Sun-grown cannabis from New York's Hudson Valley",
  siteUrl: '',
  contactEmail: '',
  contactPhone: '',
  address: '',
  city: '',
  state: 'NY',
  zip: '',
  healthWarning: '',
  excludedRoutes: [],
  heroImages: [],
  heroImageAlts: {},
  // Business claims are never guessed: none are shown until the settings answer.
  licenses: [],
  teamMembers: 0,
  legalName: '',
  licenseNumbers: [],
  rotatingWarning: '',
  retailPriceDisplay: 'show',
  year: 0,
};

/** The site settings the storefront shows (brand, contact details, warning, hero photos). */
export function useSite(): Site & { isLoaded: boolean } {
  const { data } = useQuery(siteQuery);
  return { ...SITE_DEFAULTS, ...data, isLoaded: data !== undefined };
}

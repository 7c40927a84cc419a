import { useSite } from '../../hooks/useSite';

/** The farm's address, where a pickup is collected: "12 Farm Rd, Kingston, NY 12401", or "" while unknown. */
export function useFarmAddress(): string {
  const site = useSite();
  const place = [site.state, site.zip].filter(Boolean).join(' ');
  return site.address ? [site.address, site.city, place].filter(Boolean).join(', ') : '';
}

import { suggestedRetailLabel, type RetailPriceDisplay } from '@farmsite/domain';
import { isCannabis } from '../components/product/productRules';

/**
 * A cannabis price as public pages show it (site setting retailPriceDisplay, which counsel
 * decides under 9 NYCRR 129.3): as the spec shows it, labelled "Suggested retail", or not
 * at all (null). Swag and accessories are not cannabis: their prices always show.
 */
export function publicPrice(text: string, display: RetailPriceDisplay, category: string): string | null {
  if (!isCannabis(category)) return text;
  if (display === 'hidden') return null;
  return display === 'suggested-retail' ? `${suggestedRetailLabel} ${text}` : text;
}

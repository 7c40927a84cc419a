import type { Product } from '../../api/types';

/** The one category that can be ordered online; everything else is view-only. */
export const SWAG_CATEGORY = 'Swag';

export const isSwag = (p: Pick<Product, 'category'>) => p.category.toLowerCase() === SWAG_CATEGORY.toLowerCase();

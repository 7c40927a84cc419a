import { orderableCategory, type Product } from '@farmsite/domain';

/** Whether a product is in the one category that can be ordered online; everything else is view-only. */
export const isSwag = (p: Pick<Product, 'category'>) => p.category.toLowerCase() === orderableCategory.toLowerCase();

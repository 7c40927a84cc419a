import { orderableCategory, type Product } from '@farmsite/domain';

/** Whether a product is in the one category that can be ordered online; everything else is view-only. */
export const isSwag = (p: Pick<Product, 'category'>) => p.category.toLowerCase() === orderableCategory.toLowerCase();

/** The categories that are not cannabis: their prices always show, and dispensaries do not buy them wholesale. */
const notCannabis = ['swag', 'accessories'];

/** Whether a product is cannabis (not merchandise or an accessory). */
export const isCannabis = (category: string) => !notCannabis.includes(category.toLowerCase());

import { useGetList, type Identifier } from 'react-admin';
import type { LotStock, WholesalePrice } from '../../dataProvider';

/** More rows than a product has variants and lots; the full lists hold the rest if ever reached. */
const ROWS = 100;

/** The product's price rows and stock rows, as the staff lists answer them. */
export function useWholesaleRows(productId: Identifier) {
    const query = { filter: { productId }, pagination: { page: 1, perPage: ROWS }, sort: { field: 'createdAt', order: 'ASC' as const } };
    const prices = useGetList<WholesalePrice>('wholesale-prices', query);
    const stock = useGetList<LotStock>('lot-stock', query);
    return { prices, stock };
}

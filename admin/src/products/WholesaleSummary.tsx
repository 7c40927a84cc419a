import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useGetList, type Identifier } from 'react-admin';

const filtered = (resource: string, productId: Identifier) =>
    `/admin/${resource}?${new URLSearchParams({ filter: JSON.stringify({ productId }), displayedFilters: JSON.stringify({ productId: true }) })}`;

/**
 * The product's place on the buyers' menu, in its editor: how many of its variants are
 * priced and how many of its lots hold stock, with the price list and the stock opened
 * at this product.
 */
export const WholesaleSummary = ({ productId }: { productId: Identifier }) => {
    const query = { filter: { productId }, pagination: { page: 1, perPage: 1 } };
    const prices = useGetList('wholesale-prices', query);
    const stock = useGetList('lot-stock', query);
    const count = (n: number | undefined, one: string, many: string) => (n === undefined ? '…' : `${n} ${n === 1 ? one : many}`);
    return (
        <Box component="section" aria-labelledby="wholesale-summary-title" sx={{ mt: 3 }}>
            <Typography id="wholesale-summary-title" variant="h6" component="h3">
                Wholesale
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                On the buyers' menu: {count(prices.total, 'variant priced', 'variants priced')},{' '}
                {count(stock.total, 'lot row of stock', 'lot rows of stock')}.
            </Typography>
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                <Button component={RouterLink} to={filtered('wholesale-prices', productId)} variant="outlined">
                    Wholesale prices of this product
                </Button>
                <Button component={RouterLink} to={filtered('lot-stock', productId)} variant="outlined">
                    Lot stock of this product
                </Button>
            </Stack>
        </Box>
    );
};

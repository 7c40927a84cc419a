import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { Identifier } from 'react-admin';
import type { Variant } from '../../dataProvider';
import { isTemporaryId } from '../variants/variantDraft';
import { useWholesaleRows } from './useWholesaleRows';
import { VariantWholesale } from './VariantWholesale';

const filtered = (resource: string, productId: Identifier) =>
    `/admin/${resource}?${new URLSearchParams({ filter: JSON.stringify({ productId }), displayedFilters: JSON.stringify({ productId: true }) })}`;

const count = (n: number | undefined, one: string, many: string) => (n === undefined ? '…' : `${n} ${n === 1 ? one : many}`);

/**
 * The product on the buyers' menu, in its editor: per saved variant, its row of the price
 * list and its stock per lot, each edited in place and saved at once; with the price list
 * and the stock opened at this product. One form is open at a time.
 */
export const WholesaleSection = ({ productId, variants }: { productId: Identifier; variants: Variant[] }) => {
    const { prices, stock } = useWholesaleRows(productId);
    // The form open in the section: 'price-{variant}', 'stock-{row}' or 'add-stock-{variant}'.
    const [open, setOpen] = useState<string | null>(null);
    const saved = variants.filter((v) => !isTemporaryId(v.id));
    const loading = prices.isPending || stock.isPending;
    return (
        <Box component="section" aria-labelledby="wholesale-summary-title" sx={{ mt: 3 }}>
            <Typography id="wholesale-summary-title" variant="h6" component="h3">
                Wholesale
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                On the buyers' menu: {count(prices.total, 'variant priced', 'variants priced')},{' '}
                {count(stock.total, 'lot row of stock', 'lot rows of stock')}. One price list for every licensed buyer; changes here are
                saved at once.
            </Typography>
            {prices.error || stock.error ? (
                <Alert severity="error" sx={{ mb: 1.5 }}>
                    The price list or the stock could not be read: {(prices.error ?? stock.error)?.message}
                </Alert>
            ) : loading ? (
                <CircularProgress size={24} aria-label="Loading the price list and stock" />
            ) : saved.length ? (
                <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, mb: 1.5, listStyle: 'none' }} aria-label="Wholesale by variant">
                    {saved.map((variant) => (
                        <VariantWholesale
                            key={String(variant.id)}
                            productId={productId}
                            variant={variant}
                            price={prices.data?.find((p) => p.variant === variant.id)}
                            stock={(stock.data ?? []).filter((s) => s.variant === variant.id)}
                            open={open}
                            setOpen={setOpen}
                        />
                    ))}
                </Stack>
            ) : (
                <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                    Save a variant first: prices and stock are kept per variant.
                </Typography>
            )}
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

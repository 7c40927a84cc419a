import { Divider, Paper, Typography } from '@mui/material';
import type { Identifier } from 'react-admin';
import type { LotStock, Variant, WholesalePrice } from '../../dataProvider';
import { PriceRow } from './PriceRow';
import { StockRows } from './StockRows';

export interface OpenForm {
    /** The form open in the section, if any (one at a time: their inputs share names). */
    open: string | null;
    setOpen: (key: string | null) => void;
}

export const variantLabel = (v: Pick<Variant, 'name' | 'weight'>) => (v.weight ? `${v.name} (${v.weight})` : v.name);

/** One variant's place on the buyers' menu: its price row, then its stock per lot. */
export const VariantWholesale = ({
    productId,
    variant,
    price,
    stock,
    open,
    setOpen,
}: OpenForm & { productId: Identifier; variant: Variant; price: WholesalePrice | undefined; stock: LotStock[] }) => {
    const label = variantLabel(variant);
    const headingId = `wholesale-variant-${variant.id}`;
    return (
        <Paper component="li" variant="outlined" sx={{ p: 1.5 }} aria-labelledby={headingId}>
            <Typography id={headingId} component="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {label}
            </Typography>
            <PriceRow variantId={variant.id} label={label} row={price} open={open} setOpen={setOpen} />
            <Divider sx={{ my: 1.5 }} />
            <StockRows productId={productId} variantId={variant.id} label={label} rows={stock} open={open} setOpen={setOpen} />
        </Paper>
    );
};

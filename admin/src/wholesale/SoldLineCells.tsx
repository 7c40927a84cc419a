import { TableCell, Typography } from '@mui/material';

/** A sold line's product cell: the product and size, the brand under them. */
export const SoldProductCell = ({ product, variant, brand }: { product: string; variant: string; brand: string }) => (
    <TableCell>
        {product} {variant}
        <Typography variant="caption" display="block" color="text.secondary">
            {brand}
        </Typography>
    </TableCell>
);

/** A sold line's lot cell: the lot, its Metrc package tag under it when it has one. */
export const SoldLotCell = ({ lot, metrcTag }: { lot: string; metrcTag: string }) => (
    <TableCell>
        {lot}
        {metrcTag && (
            <Typography variant="caption" display="block" color="text.secondary">
                Metrc {metrcTag}
            </Typography>
        )}
    </TableCell>
);

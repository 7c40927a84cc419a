import { Link as RouterLink } from 'react-router-dom';
import { Link, Typography } from '@mui/material';
import { SelectInput, useGetList, type Identifier } from 'react-admin';
import { productFields } from '@farmsite/domain';
import type { Batch } from '../dataProvider';

/**
 * The product's current batch, among its own: its figures and certificate are what the
 * storefront shows for the product (its own THC, CBD, terpenes and lab results are the
 * fallback while it has none).
 */
export const CurrentBatchInput = ({ productId }: { productId?: Identifier }) => {
    const { data: batches = [], isPending } = useGetList<Batch>(
        'batches',
        { filter: { productId }, sort: { field: 'testDate', order: 'DESC' }, pagination: { page: 1, perPage: 100 } },
        { enabled: productId !== undefined },
    );
    if (productId === undefined) {
        return (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Once the product is saved, add its batches on the{' '}
                <Link component={RouterLink} to="/admin/batches">
                    Batches
                </Link>{' '}
                screen and choose its current batch here.
            </Typography>
        );
    }
    const choices = batches.map((b) => ({ id: b.id, name: `Lot ${b.lot} (tested ${b.testDate})` }));
    return (
        <SelectInput
            source="currentBatch"
            label={productFields.currentBatch.label}
            choices={choices}
            isPending={isPending}
            emptyText="None: the product's own figures and lab link"
            helperText={
                batches.length
                    ? "Its THC, CBD, terpenes and certificate show on the product's page"
                    : 'This product has no batches yet: add them on the Batches screen'
            }
            fullWidth
        />
    );
};

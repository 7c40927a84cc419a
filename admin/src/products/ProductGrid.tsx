import { Alert, Box, Button, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import CloseIcon from '@mui/icons-material/Close';
import { ListBase, Pagination, useListContext } from 'react-admin';
import type { Product } from '../dataProvider';
import { SearchField } from '../common/SearchField';
import { ProductCard } from './ProductCard';

interface ProductGridProps {
    editingId?: string;
    onEdit: (product: Product) => void;
    onCancelEdit: () => void;
}

/** The 'Products' grid, newest data on each visit (no stale cache). */
export const ProductGrid = (props: ProductGridProps) => (
    <ListBase
        resource="products"
        perPage={24}
        sort={{ field: 'name', order: 'ASC' }}
        disableSyncWithLocation
        storeKey={false}
        queryOptions={{ staleTime: 0 }}
    >
        <ProductGridView {...props} />
    </ListBase>
);

const ProductGridView = ({ editingId, onEdit, onCancelEdit }: ProductGridProps) => {
    const { data, isPending, error, refetch, isFetching, filterValues, setFilters, total } = useListContext<Product>();
    return (
        <Box component="section" aria-labelledby="products-heading">
            <Stack
                direction={{ xs: 'column', md: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, mb: 2 }}
            >
                <Typography id="products-heading" variant="h5" component="h2">
                    Products{total !== undefined ? ` (${total})` : ''}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                    <SearchField label="Search products" value={filterValues.q ?? ''} onChange={(q) => setFilters(q ? { q } : {}, {})} />
                    <Button startIcon={isFetching ? <CircularProgress size={16} aria-hidden /> : <RefreshIcon />} onClick={() => refetch()}>
                        Refresh Products
                    </Button>
                    {editingId && (
                        <Button startIcon={<CloseIcon />} onClick={onCancelEdit}>
                            Cancel Edit
                        </Button>
                    )}
                </Stack>
            </Stack>
            {isPending ? (
                <CircularProgress aria-label="Loading products" />
            ) : error ? (
                <Alert severity="error">Failed to load products: {error.message}</Alert>
            ) : !data?.length ? (
                <Typography color="text.secondary">No products found.</Typography>
            ) : (
                <Grid container spacing={2}>
                    {data.map((product) => (
                        <Grid key={product.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                            <ProductCard
                                product={product}
                                editing={product.id === editingId}
                                onEdit={onEdit}
                                onDeleted={(p) => p.id === editingId && onCancelEdit()}
                            />
                        </Grid>
                    ))}
                </Grid>
            )}
            <Pagination rowsPerPageOptions={[12, 24, 48, 96]} />
        </Box>
    );
};

import { Alert, Box, Button, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import CloseIcon from '@mui/icons-material/Close';
import PublicIcon from '@mui/icons-material/Public';
import EditNoteIcon from '@mui/icons-material/EditNote';
import InventoryIcon from '@mui/icons-material/Inventory2';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import { ListBase, Pagination, useListContext } from 'react-admin';
import type { Product } from '../dataProvider';
import { ListSearch } from '../common/list/ListSearch';
import { SortSelect } from '../common/list/SortSelect';
import { FilterPanel } from '../common/list/FilterPanel';
import { BulkBar, SelectPage } from '../common/list/BulkBar';
import { BulkDeleteButton, BulkUpdateButton } from '../common/list/BulkButtons';
import { useIsPhone } from '../common/useIsPhone';
import { ProductCard } from './ProductCard';
import { productFilters, productNames, productSorts } from './productListOptions';

interface ProductGridProps {
    editingId?: string;
    onEdit: (product: Product) => void;
    onCancelEdit: () => void;
}

/**
 * The 'Products' grid, as Posters Galore's product list: filters beside it, search and
 * sort above it, bulk actions for the selected products; the filters, sort and page in
 * the address. Newest data on each visit (no stale cache).
 */
export const ProductGrid = (props: ProductGridProps) => (
    <ListBase resource="products" perPage={24} sort={{ field: 'name', order: 'ASC' }} storeKey={false} queryOptions={{ staleTime: 0 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
            <FilterPanel groups={productFilters} />
            <ProductGridView {...props} />
        </Stack>
    </ListBase>
);

const ProductGridView = ({ editingId, onEdit, onCancelEdit }: ProductGridProps) => {
    const { data, isPending, error, refetch, isFetching, total } = useListContext<Product>();
    const compact = useIsPhone();
    return (
        <Box component="section" aria-labelledby="products-heading" sx={{ flex: 1, minWidth: 0 }}>
            <Stack
                direction={{ xs: 'column', lg: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { lg: 'center' }, mb: 1.5 }}
            >
                <Typography id="products-heading" variant="h5" component="h2">
                    Products{total !== undefined ? ` (${total})` : ''}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                    <ListSearch label="Search products" />
                    <SortSelect choices={productSorts} />
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
            <SelectPage />
            <BulkBar>
                <BulkUpdateButton
                    label="Publish"
                    icon={<PublicIcon />}
                    data={{ status: 'published' }}
                    done="Products published"
                    names={productNames}
                />
                <BulkUpdateButton
                    label="Unpublish"
                    icon={<EditNoteIcon />}
                    data={{ status: 'draft' }}
                    done="Products unpublished"
                    names={productNames}
                />
                <BulkUpdateButton
                    label="Mark in stock"
                    icon={<InventoryIcon />}
                    data={{ inStock: true }}
                    done="Products in stock"
                    names={productNames}
                />
                <BulkUpdateButton
                    label="Mark out of stock"
                    icon={<RemoveShoppingCartIcon />}
                    data={{ inStock: false }}
                    done="Products out of stock"
                    names={productNames}
                />
                <BulkDeleteButton names={productNames} restorable />
            </BulkBar>
            {isPending ? (
                <CircularProgress aria-label="Loading products" />
            ) : error ? (
                <Alert severity="error">Failed to load products: {error.message}</Alert>
            ) : !data?.length ? (
                <Typography color="text.secondary" sx={{ py: 4 }}>
                    No products found.
                </Typography>
            ) : (
                <Grid container spacing={compact ? 1 : 2} component="div">
                    {data.map((product) => (
                        <Grid key={product.id} size={{ xs: 12, sm: 12, md: 6, lg: 4, xl: 3 }}>
                            <ProductCard
                                product={product}
                                editing={product.id === editingId}
                                compact={compact}
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

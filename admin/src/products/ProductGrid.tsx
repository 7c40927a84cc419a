import { Stack } from '@mui/material';
import PublicIcon from '@mui/icons-material/Public';
import EditNoteIcon from '@mui/icons-material/EditNote';
import InventoryIcon from '@mui/icons-material/Inventory2';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import { ListBase } from 'react-admin';
import type { Product } from '../dataProvider';
import { FilterPanel } from '../common/list/FilterPanel';
import { CardGrid } from '../common/list/CardGrid';
import { BulkDeleteButton, BulkUpdateButton } from '../common/list/BulkButtons';
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

const ProductGridView = ({ editingId, onEdit, onCancelEdit }: ProductGridProps) => (
    <CardGrid<Product>
        title="Products"
        headingId="products-heading"
        searchLabel="Search products"
        sorts={productSorts}
        refreshLabel="Refresh Products"
        onCancelEdit={editingId ? onCancelEdit : undefined}
        bulkActions={
            <>
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
            </>
        }
        loadingLabel="Loading products"
        errorPrefix="Failed to load products"
        emptyText="No products found."
        cardSize={{ xs: 12, sm: 12, md: 6, lg: 4, xl: 3 }}
        rowsPerPage={[12, 24, 48, 96]}
        card={(product, compact) => (
            <ProductCard
                product={product}
                editing={product.id === editingId}
                compact={compact}
                onEdit={onEdit}
                onDeleted={(p) => p.id === editingId && onCancelEdit()}
            />
        )}
    />
);

import { Box } from '@mui/material';
import { useEditParam } from '../common/useEditParam';
import { PageHeader } from '../layout/PageHeader';
import { StorageCard } from '../common/StorageCard';
import { ProductEditor } from './ProductEditor';
import { ProductGrid } from './ProductGrid';

/**
 * /admin/products: the storage card, the product form (create mode, or edit mode for
 * ?edit={id}) with its variants and photos, and the 'Products' grid, on one page.
 */
const ProductsScreen = () => {
    const { editId, startEdit, cancelEdit } = useEditParam();
    return (
        <Box sx={{ pb: 4 }}>
            <PageHeader title="Manage Products" back />
            <StorageCard />
            <ProductEditor key={editId ?? 'create'} editId={editId} onDone={cancelEdit} onEdit={startEdit} />
            <ProductGrid editingId={editId} onEdit={(p) => startEdit(p.id)} onCancelEdit={cancelEdit} />
        </Box>
    );
};

export default ProductsScreen;

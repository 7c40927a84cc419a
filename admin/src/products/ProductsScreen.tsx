import { useState } from 'react';
import { Box } from '@mui/material';
import { useEditParam } from '../common/useEditParam';
import { PageHeader } from '../layout/PageHeader';
import { StorageCard } from '../common/StorageCard';
import { ProductEditor } from './ProductEditor';
import { ProductGrid } from './ProductGrid';
import { HistoryPanel } from '../activity/HistoryPanel';
import { RecentlyDeleted } from '../activity/RecentlyDeleted';

/**
 * /admin/products: the storage card, the product form (create mode, or edit mode for
 * ?edit={id}) with its variants and photos and, when editing, its History, the
 * 'Products' grid, and the recently deleted products, on one page.
 */
const ProductsScreen = () => {
    const { editId, startEdit, cancelEdit } = useEditParam();
    // A restore reloads the form with the restored product.
    const [restores, setRestores] = useState(0);
    return (
        <Box sx={{ pb: 4 }}>
            <PageHeader title="Manage Products" back />
            <StorageCard />
            <ProductEditor key={`${editId ?? 'create'}-${restores}`} editId={editId} onDone={cancelEdit} onEdit={startEdit} />
            {editId && (
                <HistoryPanel
                    filter={{ record: editId }}
                    records={[{ resource: 'products', id: editId }]}
                    onRestored={() => setRestores((n) => n + 1)}
                />
            )}
            <ProductGrid editingId={editId} onEdit={(p) => startEdit(p.id)} onCancelEdit={cancelEdit} />
            <RecentlyDeleted resource="products" what="Product" />
        </Box>
    );
};

export default ProductsScreen;

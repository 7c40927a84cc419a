import { useState } from 'react';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useEditParam } from '../common/useEditParam';
import { PageHeader } from '../layout/PageHeader';
import { StorageCard } from '../common/StorageCard';
import { ProductEditor } from './ProductEditor';
import { ProductGrid } from './ProductGrid';
import { HistoryPanel } from '../activity/HistoryPanel';
import { RecentlyDeleted } from '../activity/RecentlyDeleted';

/**
 * /admin/products: the list comes first (with the storage card folded to one line above
 * it). 'Add New Item' opens the product form in create mode (?create=1), a card's Edit in
 * edit mode (?edit={id}, with its History); the form opens above the list. Then the
 * recently deleted products.
 */
const ProductsScreen = () => {
    const { editId, creating, startEdit, startCreate, cancelEdit } = useEditParam();
    // A restore reloads the form with the restored product.
    const [restores, setRestores] = useState(0);
    return (
        <Box sx={{ pb: 4 }}>
            <PageHeader
                title="Manage Products"
                back
                actions={
                    <Button variant="contained" startIcon={<AddIcon />} onClick={startCreate} disabled={creating}>
                        Add New Item
                    </Button>
                }
            />
            <StorageCard />
            {(creating || editId) && (
                <ProductEditor key={`${editId ?? 'create'}-${restores}`} editId={editId} onDone={cancelEdit} onEdit={startEdit} />
            )}
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

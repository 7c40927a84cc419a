import { Box } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../layout/PageHeader';
import { StorageCard } from '../common/StorageCard';
import { ProductEditor } from './ProductEditor';
import { ProductGrid } from './ProductGrid';

/**
 * /admin/products: the storage card, the product form (create mode, or edit mode for
 * ?edit={id}) with its variants and photos, and the 'Products' grid, on one page.
 */
const ProductsScreen = () => {
    const [params, setParams] = useSearchParams();
    const editId = params.get('edit') ?? undefined;
    const edit = (id: string) => {
        setParams({ edit: id });
        window.scrollTo({ top: 0, behavior: 'smooth' });
    };
    const cancelEdit = () => setParams({});
    return (
        <Box sx={{ pb: 4 }}>
            <PageHeader title="Manage Products" back />
            <StorageCard />
            <ProductEditor key={editId ?? 'create'} editId={editId} onDone={cancelEdit} />
            <ProductGrid editingId={editId} onEdit={(p) => edit(p.id)} onCancelEdit={cancelEdit} />
        </Box>
    );
};

export default ProductsScreen;

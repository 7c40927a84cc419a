import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import ImageIcon from '@mui/icons-material/Image';
import { DeleteWithConfirmButton, RecordContextProvider } from 'react-admin';
import type { Product } from '../dataProvider';
import { thumbnailUrl } from '../lib/rotation';
import { statusText } from '../common/publishing';
import { messageOf, useToast } from '../layout/Toast';

interface ProductCardProps {
    product: Product;
    editing: boolean;
    onEdit: (product: Product) => void;
    onDeleted: (product: Product) => void;
}

/** A product in the 'Products' grid: first image, '+N more', name, Featured, price. */
export const ProductCard = ({ product, editing, onEdit, onDeleted }: ProductCardProps) => {
    const toast = useToast();
    const [first, ...more] = product.images ?? [];
    return (
        <Card
            component="article"
            aria-label={product.name}
            sx={{
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                outline: editing ? '3px solid' : 'none',
                outlineColor: 'primary.main',
            }}
        >
            <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.100' }}>
                {first ? (
                    <Box
                        component="img"
                        src={thumbnailUrl(first)}
                        alt={product.name}
                        loading="lazy"
                        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                    />
                ) : (
                    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', color: 'text.disabled' }}>
                        <ImageIcon fontSize="large" aria-hidden />
                        <Typography variant="caption">No image</Typography>
                    </Stack>
                )}
                {more.length > 0 && (
                    <Chip
                        size="small"
                        label={`+${more.length} more`}
                        sx={{ position: 'absolute', right: 8, bottom: 8, bgcolor: 'rgba(0,0,0,0.7)', color: 'white' }}
                    />
                )}
            </Box>
            <CardContent sx={{ flexGrow: 1 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                    <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', lineHeight: 1.3 }}>
                        {product.name}
                    </Typography>
                    {product.featured && <Chip size="small" color="secondary" label="Featured" />}
                    {product.status !== 'published' && <Chip size="small" variant="outlined" label={statusText(product.status)} />}
                </Stack>
                <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{
                        display: '-webkit-box',
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                        minHeight: '2.86em',
                    }}
                >
                    {product.description}
                </Typography>
                <Typography sx={{ mt: 1, fontWeight: 600 }}>${Number(product.price).toFixed(2)}</Typography>
            </CardContent>
            <CardActions>
                <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(product)} aria-label={`Edit ${product.name}`}>
                    Edit
                </Button>
                <RecordContextProvider value={product}>
                    <DeleteWithConfirmButton
                        resource="products"
                        mutationMode="pessimistic"
                        redirect={false}
                        aria-label={`Delete ${product.name}`}
                        confirmTitle={`Delete "${product.name}"?`}
                        confirmContent="This removes the product and all of its variants. This cannot be undone."
                        mutationOptions={{
                            onSuccess: () => {
                                toast({ title: 'Product deleted', description: `${product.name} was removed.` });
                                onDeleted(product);
                            },
                            onError: (error: unknown) =>
                                toast({ title: 'Error deleting product', description: messageOf(error), variant: 'error' }),
                        }}
                    />
                </RecordContextProvider>
            </CardActions>
        </Card>
    );
};

import { Box, Button, Card, CardActions, CardContent, Checkbox, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import ImageIcon from '@mui/icons-material/Image';
import { useListContext } from 'react-admin';
import type { Product } from '../dataProvider';
import { thumbnailUrl } from '../lib/rotation';
import { statusText } from '../common/publishing';
import { UndoableDeleteButton } from '../common/UndoableDeleteButton';

interface ProductCardProps {
    product: Product;
    editing: boolean;
    /** One row with a small photo (phones) instead of a card with a large one. */
    compact: boolean;
    onEdit: (product: Product) => void;
    onDeleted: (product: Product) => void;
}

/**
 * A product in the 'Products' grid: first image, '+N more', name, Featured, a draft and an
 * out-of-stock mark, the description in two lines, price, Edit and Delete, and a box that
 * selects it for the bulk actions.
 */
export const ProductCard = ({ product, editing, compact, onEdit, onDeleted }: ProductCardProps) => {
    const { selectedIds, onToggleItem } = useListContext();
    const [first, ...more] = product.images ?? [];
    return (
        <Card
            component="article"
            aria-label={product.name}
            sx={{
                height: '100%',
                display: 'flex',
                flexDirection: compact ? 'row' : 'column',
                outline: editing ? '3px solid' : 'none',
                outlineColor: 'primary.main',
                opacity: product.status === 'draft' ? 0.85 : 1,
            }}
        >
            <Box sx={{ position: 'relative', flexShrink: 0, bgcolor: 'grey.100', ...(compact ? { width: 96 } : { aspectRatio: '4 / 3' }) }}>
                {first ? (
                    <Box
                        component="img"
                        src={thumbnailUrl(first)}
                        alt={product.name}
                        loading="lazy"
                        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                    />
                ) : (
                    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }}>
                        <ImageIcon fontSize="large" aria-hidden />
                        <Typography variant="caption">No image</Typography>
                    </Stack>
                )}
                {more.length > 0 && (
                    <Chip
                        size="small"
                        label={`+${more.length} more`}
                        sx={{ position: 'absolute', right: 4, bottom: 4, bgcolor: 'rgba(0,0,0,0.75)', color: 'white' }}
                    />
                )}
                <Checkbox
                    checked={selectedIds.includes(product.id)}
                    onChange={() => onToggleItem(product.id)}
                    slotProps={{ input: { 'aria-label': `Select ${product.name}` } }}
                    sx={{ position: 'absolute', left: 2, top: 2, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: 'white' } }}
                    size="small"
                />
            </Box>
            <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
                <CardContent sx={{ flexGrow: 1, ...(compact ? { p: 1.5, pb: 0 } : {}) }}>
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                        <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', lineHeight: 1.3, mr: 0.5 }}>
                            {product.name}
                        </Typography>
                        {product.featured && <Chip size="small" color="secondary" label="Featured" />}
                        {product.status !== 'published' && <Chip size="small" variant="outlined" label={statusText(product.status)} />}
                        {!product.inStock && <Chip size="small" color="warning" variant="outlined" label="Out of stock" />}
                    </Stack>
                    <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{
                            display: '-webkit-box',
                            WebkitLineClamp: 2,
                            WebkitBoxOrient: 'vertical',
                            overflow: 'hidden',
                            minHeight: compact ? undefined : '2.86em',
                        }}
                    >
                        {product.description}
                    </Typography>
                    <Typography sx={{ mt: 0.5, fontWeight: 600 }}>
                        ${Number(product.price).toFixed(2)}
                        <Typography component="span" variant="body2" color="text.secondary">
                            {' '}
                            · {product.category}
                        </Typography>
                    </Typography>
                </CardContent>
                <CardActions sx={compact ? { pt: 0 } : undefined}>
                    <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(product)} aria-label={`Edit ${product.name}`}>
                        Edit
                    </Button>
                    <UndoableDeleteButton
                        resource="products"
                        record={product}
                        ariaLabel={`Delete ${product.name}`}
                        confirmTitle={`Delete "${product.name}"?`}
                        confirmText="This removes the product and all of its variants from the site."
                        restorable
                        deleted={{ title: 'Product deleted', description: `${product.name} was removed.` }}
                        errorTitle="Error deleting product"
                        onDeleted={() => onDeleted(product)}
                    />
                </CardActions>
            </Box>
        </Card>
    );
};

import { Button, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import ImageIcon from '@mui/icons-material/Image';
import type { Product } from '../dataProvider';
import { thumbnailUrl } from '../lib/rotation';
import { statusText } from '../common/publishing';
import { UndoableDeleteButton } from '../common/UndoableDeleteButton';
import { CardPicture, ListCard } from '../common/list/ListCard';

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
    const [first, ...more] = product.images ?? [];
    return (
        <ListCard
            id={product.id}
            name={product.name}
            editing={editing}
            compact={compact}
            aspectRatio="4 / 3"
            dimmed={product.status === 'draft'}
            picture={
                <>
                    {first ? (
                        <CardPicture src={thumbnailUrl(first)} alt={product.name} />
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
                </>
            }
            actions={
                <>
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
                </>
            }
        >
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
        </ListCard>
    );
};

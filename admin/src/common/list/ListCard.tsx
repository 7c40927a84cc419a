import type { ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, Checkbox } from '@mui/material';
import { useListContext } from 'react-admin';

interface ListCardProps {
    id: string;
    /** The record's name: the card's label and its selection box's. */
    name: string;
    /** The record open in the editor beside the list. */
    editing: boolean;
    /** One row with a small picture (phones) instead of a card with a large one. */
    compact: boolean;
    /** The picture's shape on a card. */
    aspectRatio: string;
    picture: ReactNode;
    dimmed?: boolean;
    children: ReactNode;
    actions: ReactNode;
}

/**
 * A record in a card grid (products, blog posts): its picture with the box that selects it
 * for the bulk actions, its text and its actions; one row on a phone.
 */
export const ListCard = ({ id, name, editing, compact, aspectRatio, picture, dimmed, children, actions }: ListCardProps) => {
    const { selectedIds, onToggleItem } = useListContext();
    return (
        <Card
            component="article"
            aria-label={name}
            sx={{
                height: '100%',
                display: 'flex',
                flexDirection: compact ? 'row' : 'column',
                outline: editing ? '3px solid' : 'none',
                outlineColor: 'primary.main',
                opacity: dimmed ? 0.85 : 1,
            }}
        >
            <Box sx={{ position: 'relative', flexShrink: 0, bgcolor: 'grey.100', ...(compact ? { width: 96 } : { aspectRatio }) }}>
                {picture}
                <Checkbox
                    checked={selectedIds.includes(id)}
                    onChange={() => onToggleItem(id)}
                    slotProps={{ input: { 'aria-label': `Select ${name}` } }}
                    size="small"
                    sx={{ position: 'absolute', left: 2, top: 2, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: 'white' } }}
                />
            </Box>
            <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
                <CardContent sx={{ flexGrow: 1, ...(compact ? { p: 1.5, pb: 0 } : {}) }}>{children}</CardContent>
                <CardActions sx={compact ? { pt: 0 } : undefined}>{actions}</CardActions>
            </Box>
        </Card>
    );
};

/** A card's picture, filling its box. */
export const CardPicture = ({ src, alt }: { src: string; alt: string }) => (
    <Box component="img" src={src} alt={alt} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
);

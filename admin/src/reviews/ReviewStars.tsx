import { Rating, Stack, Typography } from '@mui/material';

/** A rating as stars and its number, read as "4.5 out of 5 stars". */
export const ReviewStars = ({ rating }: { rating: number }) => (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} role="img" aria-label={`${rating.toFixed(1)} out of 5 stars`}>
        <Rating value={rating} precision={0.1} max={5} readOnly size="small" aria-hidden />
        <Typography variant="body2" component="span" aria-hidden>
            {rating.toFixed(1)}
        </Typography>
    </Stack>
);

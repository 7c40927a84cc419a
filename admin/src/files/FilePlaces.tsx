import { Box, Typography } from '@mui/material';
import type { FilePlace } from '../dataProvider';

/** The places that show a file, as a list; past `max`, how many more. */
export const FilePlaces = ({ places, max = Infinity, dense = false }: { places: readonly FilePlace[]; max?: number; dense?: boolean }) => {
    const shown = places.slice(0, max);
    const more = places.length - shown.length;
    return (
        <Box component="ul" sx={{ m: 0, pl: 2.5, ...(dense && { typography: 'caption' }) }}>
            {shown.map((place) => (
                <li key={`${place.kind}-${place.id}-${place.field}`}>{place.label}</li>
            ))}
            {more > 0 && (
                <Typography
                    component="li"
                    variant={dense ? 'caption' : 'body2'}
                    color="text.secondary"
                    sx={{ listStyle: 'none', ml: -2.5 }}
                >
                    and {more} more
                </Typography>
            )}
        </Box>
    );
};

/** "used in 1 place" / "used in 3 places". */
export const placeCount = (n: number) => `${n} place${n === 1 ? '' : 's'}`;

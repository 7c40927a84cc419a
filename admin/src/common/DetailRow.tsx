import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** One label and its value in a record's description list (a <dl> of its details). */
export const DetailRow = ({ label, children }: { label: string; children: ReactNode }) => (
    <Box component="div" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 160 }}>
            {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {children}
        </Typography>
    </Box>
);

import { Box, CircularProgress, Typography } from '@mui/material';

/** Shown while GET /api/admin/me runs, before any staff screen. */
export const CheckingAuth = () => (
    <Box
        role="status"
        aria-live="polite"
        sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}
    >
        <CircularProgress size={24} aria-hidden />
        <Typography>Checking authentication...</Typography>
    </Box>
);

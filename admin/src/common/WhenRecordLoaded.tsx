import type { ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useEditContext } from 'react-admin';

/** Inside an EditBase: the form appears once the record is there, never empty first. */
export const WhenRecordLoaded = ({ children }: { children: ReactNode }) => {
    const { isPending } = useEditContext();
    if (isPending) {
        return (
            <Box sx={{ py: 4, display: 'flex', justifyContent: 'center' }}>
                <CircularProgress aria-label="Loading" />
            </Box>
        );
    }
    return <>{children}</>;
};

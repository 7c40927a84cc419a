import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { messageOf } from './Toast';

/** A crash inside a screen: the message, and a way back. */
export const ErrorPage = ({ error, resetErrorBoundary }: { error?: unknown; resetErrorBoundary?: (...args: unknown[]) => void }) => (
    <Box sx={{ p: 3 }}>
        <Alert severity="error" role="alert">
            <AlertTitle>Something went wrong:</AlertTitle>
            <Box component="pre" sx={{ whiteSpace: 'pre-wrap', m: 0 }}>
                {messageOf(error) ?? String(error)}
            </Box>
        </Alert>
        {resetErrorBoundary && (
            <Button sx={{ mt: 2 }} variant="outlined" onClick={() => resetErrorBoundary()}>
                Try again
            </Button>
        )}
    </Box>
);

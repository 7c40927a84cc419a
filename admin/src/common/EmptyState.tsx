import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';

/** What a list shows when it has nothing, in readable contrast. */
export const EmptyState = ({ text }: { text: string }) => (
    <Box sx={{ py: 8, textAlign: 'center', color: 'text.secondary', width: '100%' }}>
        <InboxIcon sx={{ fontSize: 64 }} aria-hidden />
        <Typography variant="h6" component="p">
            {text}
        </Typography>
    </Box>
);

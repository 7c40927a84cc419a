import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, Title, useBasename } from 'react-admin';
import { useDocumentTitle } from './useDocumentTitle';

interface PageHeaderProps {
    title: string;
    subtitle?: ReactNode;
    actions?: ReactNode;
    /** A 'Back to Dashboard' button linking to /admin. */
    back?: boolean;
}

/** A screen's heading (also the app bar title and the document title). */
export const PageHeader = ({ title, subtitle, actions, back }: PageHeaderProps) => {
    useDocumentTitle(title);
    const basename = useBasename();
    return (
        <Box sx={{ mb: 2, mt: 1 }}>
            <Title title={title} />
            {back && (
                <Button component={Link} to={`${basename}/`} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
                    Back to Dashboard
                </Button>
            )}
            <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
                <Box>
                    <Typography variant="h4" component="h1">
                        {title}
                    </Typography>
                    {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
                </Box>
                {actions && (
                    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                        {actions}
                    </Stack>
                )}
            </Stack>
        </Box>
    );
};

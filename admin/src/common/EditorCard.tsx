import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** The section around a create/edit form, named by its heading ('Add New Item', 'Edit Blog Post', ...). */
export const EditorCard = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
    <Card component="section" aria-labelledby={id} sx={{ mb: 3 }}>
        <CardContent>
            <Typography id={id} variant="h5" component="h2" sx={{ mb: 2 }}>
                {title}
            </Typography>
            {children}
        </CardContent>
    </Card>
);

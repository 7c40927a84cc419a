import type { ReactNode } from 'react';
import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link, useBasename } from 'react-admin';

interface DashboardCardProps {
    to: string;
    icon: ReactNode;
    title: string;
    description: string;
    badge?: ReactNode;
}

/** One screen of the back office, as a card that leads there. */
export const DashboardCard = ({ to, icon, title, description, badge }: DashboardCardProps) => {
    const basename = useBasename(); // links are absolute: the app lives under /admin
    return (
        <Card component="article" sx={{ height: '100%' }}>
            <CardActionArea component={Link} to={`${basename}${to}`} sx={{ height: '100%', alignItems: 'stretch' }}>
                <CardContent>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                        {icon}
                        <Typography variant="h6" component="h3">
                            {title}
                        </Typography>
                        {badge}
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                        {description}
                    </Typography>
                </CardContent>
            </CardActionArea>
        </Card>
    );
};

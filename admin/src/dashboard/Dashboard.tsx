import { useState } from 'react';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import BuildIcon from '@mui/icons-material/Build';

import products from '../products';
import blog from '../blog';
import locations from '../locations';
import files from '../files';
import heroes from '../heroes';
import { PageHeader } from '../layout/PageHeader';
import { messageOf } from '../layout/Toast';
import { DashboardCard } from './DashboardCard';
import { PageToolsDialog } from './PageToolsDialog';
import { HealthWarnings } from './HealthWarnings';
import { WhatWaits } from './WhatWaits';
import { PendingOrders, PendingReviews } from './WaitingLists';
import { ChartCard } from './charts/ChartCard';
import { dashboardCharts } from './charts';
import { useDashboard } from './useDashboard';
import { WholesaleFigures } from './WholesaleFigures';
import { ActivityLogCard } from '../activity/ActivityLogCard';
import { useMe } from '../staff/useMe';

const iconSx = { color: 'primary.main' } as const;

/** The spec's cards: the screens staff manage the website's content on; for the owner, the activity log's size. */
const ManageCards = ({ owner }: { owner: boolean }) => (
    <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <DashboardCard
                to="/products"
                icon={<products.icon sx={iconSx} />}
                title="Manage Products"
                description="Products, size variants and photos."
            />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <DashboardCard
                to="/blog"
                icon={<blog.icon sx={iconSx} />}
                title="Manage Blog"
                description="Write, edit and remove blog posts."
            />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <DashboardCard
                to="/locations"
                icon={<locations.icon sx={iconSx} />}
                title="Manage Locations"
                description="Partner dispensaries shown on the locations page."
            />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <DashboardCard
                to="/files"
                icon={<files.icon sx={iconSx} />}
                title="File Manager"
                description="Every uploaded image and video."
            />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <DashboardCard
                to="/heroes"
                icon={<heroes.icon sx={iconSx} />}
                title="Hero Videos"
                description="The home page's background videos, positions 1 to 6."
            />
        </Grid>
        {owner && (
            <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
                <ActivityLogCard />
            </Grid>
        )}
    </Grid>
);

/**
 * /admin, in the style of react-admin's demo (Posters Galore): what waits for staff
 * first, the orders and reviews to act on, the last 13 weeks in charts (each with its
 * text and its table), then the spec's cards and Page Tools.
 */
export const Dashboard = () => {
    const [toolsOpen, setToolsOpen] = useState(false);
    const { data, isPending, error } = useDashboard();
    const { owner } = useMe();
    return (
        <Box sx={{ pb: 4 }}>
            <PageHeader
                title="Admin Dashboard"
                subtitle="What waits for you, how the last weeks went, and the website's products, stories, partner locations and media."
                actions={
                    <Button variant="contained" startIcon={<BuildIcon />} onClick={() => setToolsOpen(true)}>
                        Page Tools
                    </Button>
                }
            />
            <HealthWarnings />
            <Grid container spacing={2} sx={{ mb: 2 }}>
                <Grid size={{ xs: 12, md: 7 }}>
                    <WhatWaits data={data} isPending={isPending} error={error ? (messageOf(error) ?? 'unknown error') : undefined} />
                </Grid>
                <Grid size={{ xs: 12, md: 5 }}>
                    <Stack spacing={2}>
                        <PendingOrders orders={data?.waiting.newOrders ?? []} />
                        <PendingReviews reviews={data?.waiting.pendingReviews ?? []} />
                    </Stack>
                </Grid>
                {data && <WholesaleFigures data={data} />}
                {data &&
                    dashboardCharts.map((chart) => (
                        <Grid key={chart.id} size={{ xs: 12, md: 6 }}>
                            <ChartCard chart={chart} data={data} />
                        </Grid>
                    ))}
            </Grid>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                Manage the website
            </Typography>
            <ManageCards owner={owner} />
            <PageToolsDialog open={toolsOpen} onClose={() => setToolsOpen(false)} />
        </Box>
    );
};

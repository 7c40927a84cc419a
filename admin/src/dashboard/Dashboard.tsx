import { useState } from 'react';
import { Box, Button, Chip, Grid } from '@mui/material';
import BuildIcon from '@mui/icons-material/Build';
import { useGetList } from 'react-admin';

import products from '../products';
import blog from '../blog';
import locations from '../locations';
import files from '../files';
import heroes from '../heroes';
import messages from '../messages';
import orders from '../orders';
import staff from '../staff';
import notifications from '../notifications';
import { PageHeader } from '../layout/PageHeader';
import { DashboardCard } from './DashboardCard';
import { PageToolsDialog } from './PageToolsDialog';
import { InboxGlance } from './InboxGlance';
import { HealthWarnings } from './HealthWarnings';
import { ActivityLogCard } from '../activity/ActivityLogCard';

const iconSx = { color: 'primary.main' } as const;

/** A count badge fed by a list's total (nothing while loading or when the list is unavailable). */
const CountBadge = ({ resource, filter, label }: { resource: string; filter: Record<string, unknown>; label: string }) => {
    const { total, error } = useGetList(resource, { filter, pagination: { page: 1, perPage: 1 } }, { retry: false });
    if (error || !total) return null;
    return <Chip size="small" color="secondary" label={`${total} ${label}`} />;
};

export const Dashboard = () => {
    const [toolsOpen, setToolsOpen] = useState(false);
    return (
        <Box sx={{ pb: 4 }}>
            <PageHeader
                title="Admin Dashboard"
                subtitle="The leads waiting for you, and the website's products, stories, partner locations and media."
                actions={
                    <Button variant="contained" startIcon={<BuildIcon />} onClick={() => setToolsOpen(true)}>
                        Page Tools
                    </Button>
                }
            />
            <HealthWarnings />
            <InboxGlance />
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
                <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
                    <DashboardCard
                        to="/contact-messages"
                        icon={<messages.icon sx={iconSx} />}
                        title="Contact Messages"
                        description="Messages sent through the contact form."
                        badge={<CountBadge resource="contact-messages" filter={{ handled: false }} label="to handle" />}
                    />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
                    <DashboardCard
                        to="/orders"
                        icon={<orders.icon sx={iconSx} />}
                        title="Swag Orders"
                        description="Merchandise order requests from the storefront's cart."
                        badge={<CountBadge resource="orders" filter={{ status: 'new' }} label="new" />}
                    />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
                    <DashboardCard
                        to="/staff"
                        icon={<staff.icon sx={iconSx} />}
                        title="Staff"
                        description="Staff accounts, who is notified of what, and your password."
                    />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
                    <DashboardCard
                        to="/notifications"
                        icon={<notifications.icon sx={iconSx} />}
                        title="Notifications"
                        description="Who hears of new messages and orders, the sender, and the customers' emails."
                    />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
                    <ActivityLogCard />
                </Grid>
            </Grid>
            <PageToolsDialog open={toolsOpen} onClose={() => setToolsOpen(false)} />
        </Box>
    );
};

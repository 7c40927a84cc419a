import { useState } from 'react';
import { Box, Card, Tab, Tabs } from '@mui/material';
import { PageHeader } from '../layout/PageHeader';
import { UploadTab } from './UploadTab';
import { ManageTab } from './ManageTab';
import { InstructionsTab } from './InstructionsTab';

type TabName = 'upload' | 'manage' | 'instructions';

const TabPanel = ({ name, current, children }: { name: TabName; current: TabName; children: React.ReactNode }) => (
    <Box
        role="tabpanel"
        id={`hero-tabpanel-${name}`}
        aria-labelledby={`hero-tab-${name}`}
        hidden={name !== current}
        sx={{ p: { xs: 2, md: 3 } }}
    >
        {name === current && children}
    </Box>
);

/** /admin/heroes: 'Manage Hero Videos' in three tabs. */
const HeroVideosScreen = () => {
    const [tab, setTab] = useState<TabName>('upload');
    return (
        <Box sx={{ pb: 4 }}>
            <PageHeader title="Manage Hero Videos" subtitle="Background videos of the home page's hero, in positions 1 to 6." back />
            <Card>
                <Tabs
                    value={tab}
                    onChange={(_, value: TabName) => setTab(value)}
                    aria-label="Hero video tabs"
                    variant="scrollable"
                    sx={{ borderBottom: 1, borderColor: 'divider' }}
                >
                    <Tab value="upload" label="Upload New Videos" id="hero-tab-upload" aria-controls="hero-tabpanel-upload" />
                    <Tab value="manage" label="Manage Videos" id="hero-tab-manage" aria-controls="hero-tabpanel-manage" />
                    <Tab value="instructions" label="Instructions" id="hero-tab-instructions" aria-controls="hero-tabpanel-instructions" />
                </Tabs>
                <TabPanel name="upload" current={tab}>
                    <UploadTab onUploaded={() => setTab('manage')} />
                </TabPanel>
                <TabPanel name="manage" current={tab}>
                    <ManageTab />
                </TabPanel>
                <TabPanel name="instructions" current={tab}>
                    <InstructionsTab />
                </TabPanel>
            </Card>
        </Box>
    );
};

export default HeroVideosScreen;

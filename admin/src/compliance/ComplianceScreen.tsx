import { Alert, Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { PageHeader } from '../layout/PageHeader';
import { messageOf } from '../layout/Toast';
import { useMe } from '../staff/useMe';
import { HistoryPanel } from '../activity/HistoryPanel';
import { ComplianceForm } from './ComplianceForm';
import { useComplianceSettings } from './useCopyCheck';

/** /admin/compliance: the licensee, the warnings and the copy check's terms, with the site settings' History. */
const ComplianceScreen = () => {
    const me = useMe();
    const settings = useComplianceSettings();
    return (
        <Box sx={{ pb: 4 }}>
            <PageHeader
                title="Compliance"
                subtitle="Who the site names as responsible, the warnings every page shows, and the copy check before publishing."
                back
            />
            <Stack spacing={2}>
                <Card>
                    <CardContent>
                        {!me.owner && !me.isPending && (
                            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                                Only the owner can change these settings.
                            </Typography>
                        )}
                        {settings.isPending || me.isPending ? (
                            <Skeleton variant="rounded" height={320} />
                        ) : settings.error ? (
                            <Alert severity="error">Failed to load the compliance settings: {messageOf(settings.error)}</Alert>
                        ) : (
                            <ComplianceForm key={settings.dataUpdatedAt} settings={settings.data} canEdit={me.owner} />
                        )}
                    </CardContent>
                </Card>
                <HistoryPanel
                    filter={{ collection: ['site_settings', 'site_private_settings'] }}
                    records={[
                        { resource: 'settings', id: 'site' },
                        { resource: 'settings', id: 'private' },
                    ]}
                    canRestore={me.owner}
                />
            </Stack>
        </Box>
    );
};

export default ComplianceScreen;

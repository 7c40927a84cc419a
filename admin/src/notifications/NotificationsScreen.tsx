import { Alert, Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '../common/useAppDataProvider';
import { PageHeader } from '../layout/PageHeader';
import { messageOf } from '../layout/Toast';
import { MailNotice } from '../mail/MailNotice';
import { mailStateOf, mailTrouble } from '../mail/mailTrouble';
import { useMailStatus } from '../mail/useMailStatus';
import { useMe } from '../staff/useMe';
import { NotificationsForm } from './NotificationsForm';
import { HistoryPanel } from '../activity/HistoryPanel';

/** /admin/notifications: the state of the mail, the site's notification settings and the settings' History. */
const NotificationsScreen = () => {
    const dataProvider = useAppDataProvider();
    const me = useMe();
    const mail = useMailStatus();
    const settings = useQuery({ queryKey: ['notification-settings'], queryFn: () => dataProvider.getNotificationSettings(), retry: false });
    return (
        <Box sx={{ pb: 4 }}>
            <PageHeader title="Notifications" subtitle="Who is emailed about new messages and orders, and what customers receive." back />
            <Stack spacing={2}>
                {mail.data && <MailNotice mail={mailStateOf(mail.data)} />}
                {mail.data?.configured && mailTrouble(mailStateOf(mail.data)).length === 0 && (
                    <Alert severity="success">
                        Mail is configured{mail.data.sender ? `: emails are sent as ${mail.data.sender}` : ''}.
                    </Alert>
                )}
                <Card>
                    <CardContent>
                        {!me.owner && !me.isPending && (
                            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                                Only the owner can change these settings. Your own notifications are under Staff.
                            </Typography>
                        )}
                        {settings.isPending || me.isPending ? (
                            <Skeleton variant="rounded" height={240} />
                        ) : settings.error ? (
                            <Alert severity="error">Failed to load the notification settings: {messageOf(settings.error)}</Alert>
                        ) : (
                            <NotificationsForm key={settings.dataUpdatedAt} settings={settings.data} canEdit={me.owner} />
                        )}
                    </CardContent>
                </Card>
                <HistoryPanel
                    filter={{ collection: ['site_private_settings', 'site_settings'] }}
                    records={[
                        { resource: 'settings', id: 'private' },
                        { resource: 'settings', id: 'site' },
                    ]}
                    canRestore={me.owner}
                />
            </Stack>
        </Box>
    );
};

export default NotificationsScreen;

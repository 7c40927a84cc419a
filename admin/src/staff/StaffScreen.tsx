import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useGetIdentity, useGetList } from 'react-admin';
import type { Staff } from '../dataProvider';
import { PageHeader } from '../layout/PageHeader';
import { messageOf } from '../layout/Toast';
import { AddStaffForm } from './AddStaffForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { MyNotifications } from './MyNotifications';
import { MySessions } from './MySessions';
import { MyTwoFactor } from './MyTwoFactor';
import { StaffTable } from './StaffTable';
import { TwoFactorPolicySwitch } from './TwoFactorPolicySwitch';
import { useMe } from './useMe';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
    <Card component="section" aria-label={title}>
        <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {title}
            </Typography>
            {children}
        </CardContent>
    </Card>
);

/**
 * /admin/staff: the accounts, adding, disabling and signing them out, the two-factor
 * policy (the owner), and one's own notifications, password, two-factor and sessions.
 */
const StaffScreen = () => {
    const me = useMe();
    const { refetch: refetchIdentity } = useGetIdentity();
    const {
        data: accounts = [],
        isPending,
        error,
        refetch,
    } = useGetList<Staff>('staff', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'createdAt', order: 'ASC' },
    });
    const mine = accounts.find((a) => a.id === me.id);
    const twoFactorChanged = () => {
        refetch();
        refetchIdentity();
    };
    return (
        <Box sx={{ pb: 4 }}>
            <PageHeader title="Staff" subtitle="Who can sign in to the back office, and who is told of new leads." back />
            <Stack spacing={2}>
                <Section title="Accounts">
                    {isPending || me.isPending ? (
                        <Skeleton variant="rounded" height={120} />
                    ) : error ? (
                        <Alert severity="error">Failed to load staff accounts: {messageOf(error)}</Alert>
                    ) : (
                        <StaffTable accounts={accounts} meId={me.id} owner={me.owner} onChanged={refetch} />
                    )}
                    {!me.owner && !me.isPending && (
                        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                            Only the owner can add, disable or unlock accounts.
                        </Typography>
                    )}
                </Section>
                {me.owner && mine && (
                    <Section title="Add an account">
                        {mine.twoFactor ? (
                            <AddStaffForm onAdded={refetch} />
                        ) : (
                            <Alert severity="info">
                                Set up two-factor sign-in on your own account (below) before adding another account: the owner&apos;s
                                account needs it once any other exists.
                            </Alert>
                        )}
                    </Section>
                )}
                {me.owner && (
                    <Section title="Two-factor policy">
                        <TwoFactorPolicySwitch />
                    </Section>
                )}
                {mine && (
                    <Section title="My two-factor sign-in">
                        <MyTwoFactor me={mine} onChanged={twoFactorChanged} />
                    </Section>
                )}
                {mine && (
                    <Section title="My notifications">
                        <MyNotifications me={mine} onSaved={refetch} />
                    </Section>
                )}
                <Section title="Change my password">
                    <ChangePasswordForm />
                </Section>
                <Section title="My sessions">
                    <MySessions />
                </Section>
            </Stack>
        </Box>
    );
};

export default StaffScreen;

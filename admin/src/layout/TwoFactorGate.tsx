import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useGetIdentity } from 'react-admin';
import { TwoFactorSetup } from '../staff/TwoFactorSetup';
import { PageHeader } from './PageHeader';

/**
 * An account that must have two-factor sign-in and has not sees only its set-up (the
 * server refuses its other calls until then); everyone else sees the screens.
 */
export const TwoFactorGate = ({ children }: { children: ReactNode }) => {
    const { data: identity, refetch } = useGetIdentity();
    if (!identity) return null;
    if (identity.mustSetUpTwoFactor !== true) return children;
    return (
        <Box sx={{ pb: 4 }}>
            <PageHeader title="Set up two-factor sign-in" />
            <Card component="section" aria-label="Set up two-factor sign-in">
                <CardContent>
                    <Stack spacing={2}>
                        <Typography>
                            {identity.owner
                                ? "Your account is the owner's: once any other account exists, it signs in with a code from an authenticator app as well as its password."
                                : 'The owner requires every account to sign in with a code from an authenticator app as well as its password.'}{' '}
                            Set it up to continue.
                        </Typography>
                        <TwoFactorSetup startLabel="Set up two-factor sign-in" onDone={() => refetch()} />
                    </Stack>
                </CardContent>
            </Card>
        </Box>
    );
};

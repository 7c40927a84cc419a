import { useEffect, useState } from 'react';
import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useAppDataProvider } from '../common/useAppDataProvider';
import { messageOf, useToast } from '../layout/Toast';

/** The owner's choice that every account signs in with two-factor (the server refuses it until the owner has it). */
export const TwoFactorPolicySwitch = () => {
    const dataProvider = useAppDataProvider();
    const toast = useToast();
    const [required, setRequired] = useState<boolean | null>(null);
    const [pending, setPending] = useState(false);
    useEffect(() => {
        let active = true;
        dataProvider.twoFactorPolicy().then(
            (policy) => active && setRequired(policy.required),
            () => undefined,
        );
        return () => {
            active = false;
        };
    }, [dataProvider]);

    const change = async (next: boolean) => {
        setPending(true);
        try {
            setRequired((await dataProvider.setTwoFactorPolicy(next)).required);
            toast({
                title: next ? 'Two-factor sign-in is required' : 'Two-factor sign-in is optional',
                description: next ? 'Accounts without it must set it up before anything else.' : undefined,
            });
        } catch (error) {
            toast({ title: 'Failed to change the policy', description: messageOf(error), variant: 'error' });
        } finally {
            setPending(false);
        }
    };
    return (
        <>
            <FormControlLabel
                control={
                    <Switch
                        checked={required === true}
                        disabled={required === null || pending}
                        onChange={(e) => change(e.target.checked)}
                    />
                }
                label="Require two-factor sign-in for every account"
            />
            <Typography variant="body2" color="text.secondary">
                Your own account needs it as soon as any other account exists.
            </Typography>
        </>
    );
};

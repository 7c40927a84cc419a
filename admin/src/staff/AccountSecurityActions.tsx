import LogoutIcon from '@mui/icons-material/Logout';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { ConfirmedAction } from '../common/ConfirmedAction';
import { useAppDataProvider } from '../common/useAppDataProvider';
import type { Staff } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';

/** The owner resets an account's two-factor (a lost phone), or signs it out everywhere. */
export const AccountSecurityActions = ({ account, onChanged }: { account: Staff; onChanged: () => void }) => {
    const dataProvider = useAppDataProvider();
    const toast = useToast();
    const resetTwoFactor = async () => {
        try {
            await dataProvider.resetTwoFactor(account.id);
            toast({
                title: 'Two-factor sign-in reset',
                description: `${account.username} signs in with their password, then sets it up again where required.`,
            });
            onChanged();
        } catch (error) {
            toast({ title: 'Failed to reset two-factor sign-in', description: messageOf(error), variant: 'error' });
        }
    };
    const endSessions = async () => {
        try {
            const { ended } = await dataProvider.endSessionsOf(account.id);
            toast({
                title: 'Sessions ended',
                description: `${account.username} was signed out of ${ended} session${ended === 1 ? '' : 's'}.`,
            });
        } catch (error) {
            toast({ title: 'Failed to end the sessions', description: messageOf(error), variant: 'error' });
        }
    };
    return (
        <>
            {account.twoFactor && (
                <ConfirmedAction
                    label="Reset two-factor"
                    ariaLabel={`Reset two-factor of ${account.username}`}
                    icon={<PhonelinkEraseIcon />}
                    title={`Reset the two-factor sign-in of ${account.username}?`}
                    content="Their authenticator app and recovery codes stop working; they sign in with their password and set two-factor up again."
                    run={resetTwoFactor}
                />
            )}
            <ConfirmedAction
                label="End sessions"
                ariaLabel={`End sessions of ${account.username}`}
                icon={<LogoutIcon />}
                title={`Sign ${account.username} out everywhere?`}
                content="Every browser where they are signed in is signed out at once. They can sign in again."
                run={endSessions}
            />
        </>
    );
};

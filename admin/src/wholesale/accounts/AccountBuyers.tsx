import { adminPaths } from '@farmsite/domain';
import { Chip, List, ListItem, ListItemText, Stack } from '@mui/material';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { useRefresh } from 'react-admin';
import { ConfirmedAction } from '../../common/ConfirmedAction';
import { sendJson } from '../../dataProvider/httpClient';
import { messageOf, useToast } from '../../layout/Toast';
import { useMe } from '../../staff/useMe';
import type { BuyerAccount } from '../types';

type Buyer = NonNullable<BuyerAccount['buyers']>[number];

/**
 * The account's users: role, whether verified and whether two-factor is on. The owner
 * resets a buyer's two-factor (a lost phone and no recovery code, once the farm knows it
 * is them), which signs them out everywhere.
 */
export const AccountBuyers = ({ account }: { account: BuyerAccount }) => {
    const me = useMe();
    const toast = useToast();
    const refresh = useRefresh();
    const reset = async (buyer: Buyer) => {
        try {
            await sendJson('POST', adminPaths.adminBuyerResetTwoFactor(account.id, buyer.id));
            toast({
                title: 'Two-factor sign-in reset',
                description: `${buyer.name} signs in with their password, and may set it up again.`,
            });
            refresh();
        } catch (error) {
            toast({ title: 'Failed to reset two-factor sign-in', description: messageOf(error), variant: 'error' });
        }
    };
    return (
        <List dense aria-label="Buyers" disablePadding>
            {account.buyers?.map((b) => (
                <ListItem key={b.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <ListItemText
                        primary={b.name}
                        secondary={`${b.email} · ${b.role}${b.verified ? '' : ' (not verified)'}`}
                        sx={{ flex: '1 1 220px', overflowWrap: 'anywhere' }}
                    />
                    <Stack direction="row" spacing={1} alignItems="center">
                        {b.twoFactor && <Chip size="small" label="Two-factor on" />}
                        {b.twoFactor && me.owner && (
                            <ConfirmedAction
                                label="Reset two-factor"
                                ariaLabel={`Reset two-factor of ${b.name}`}
                                icon={<PhonelinkEraseIcon />}
                                title={`Reset the two-factor sign-in of ${b.name}?`}
                                content="Their authenticator app and recovery codes stop working, and they are signed out everywhere; they sign in with their password and may set two-factor up again."
                                run={() => reset(b)}
                            />
                        )}
                    </Stack>
                </ListItem>
            ))}
        </List>
    );
};

import { useState } from 'react';
import { Button, Card, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Confirm, useUpdate } from 'react-admin';
import type { Staff } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { AccountSecurityActions } from './AccountSecurityActions';
import { ClearLockButton } from './ClearLockButton';
import { useIsPhone } from '../common/useIsPhone';

/** Disable or enable an account (the owner's action; the server refuses anyone else). */
const DisableButton = ({ account, onChanged }: { account: Staff; onChanged: () => void }) => {
    const [open, setOpen] = useState(false);
    const [update, { isPending }] = useUpdate<Staff>();
    const toast = useToast();
    const disabling = !account.disabled;
    const change = () =>
        update(
            'staff',
            { id: account.id, data: { disabled: disabling }, previousData: account },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    setOpen(false);
                    toast({ title: disabling ? 'Account disabled' : 'Account enabled', description: account.username });
                    onChanged();
                },
                onError: (error) => {
                    setOpen(false);
                    toast({ title: 'Failed to update account', description: messageOf(error), variant: 'error' });
                },
            },
        );
    return (
        <>
            <Button
                size="small"
                color={disabling ? 'error' : 'primary'}
                startIcon={disabling ? <BlockIcon /> : <CheckCircleIcon />}
                disabled={isPending}
                onClick={() => (disabling ? setOpen(true) : change())}
                aria-label={`${disabling ? 'Disable' : 'Enable'} ${account.username}`}
            >
                {disabling ? 'Disable' : 'Enable'}
            </Button>
            <Confirm
                isOpen={open}
                loading={isPending}
                title={`Disable ${account.username}?`}
                content="They are signed out at once and can no longer log in or receive notifications. You can enable the account again."
                confirm="Disable"
                onConfirm={change}
                onClose={() => setOpen(false)}
            />
        </>
    );
};

const yesNo = (on: boolean) => (on ? 'Yes' : 'No');

/** "Locked until 14:05" after failed logins (from some network, or the whole account). */
const lockLabel = (until: string) => `Locked until ${new Date(until).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`;

interface StaffTableProps {
    accounts: Staff[];
    meId?: string;
    owner: boolean;
    onChanged: () => void;
}

const UsernameCell = ({ account, meId }: { account: Staff; meId?: string }) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <span>{account.username}</span>
        {account.owner && <Chip size="small" color="primary" label="Owner" />}
        {account.id === meId && <Chip size="small" variant="outlined" label="You" />}
    </Stack>
);

const TwoFactorChip = ({ account }: { account: Staff }) => (
    <Chip
        size="small"
        variant={account.twoFactor ? 'filled' : 'outlined'}
        color={account.twoFactor ? 'success' : account.twoFactorRequired ? 'warning' : 'default'}
        label={account.twoFactor ? 'On' : account.twoFactorRequired ? 'Required, not set up' : 'Off'}
    />
);

const StatusChips = ({ account }: { account: Staff }) => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color={account.disabled ? 'default' : 'success'} label={account.disabled ? 'Disabled' : 'Active'} />
        {account.lockedUntil && (
            <Chip
                size="small"
                color="warning"
                label={lockLabel(account.lockedUntil)}
                title="Logins are refused after repeated failures, from the network they came from (or, after many, from every network that failed)."
            />
        )}
        {account.codeLocked && (
            <Chip
                size="small"
                color="error"
                label="Code step locked"
                title="Too many wrong two-factor codes: only a recovery code signs in, until the lock is cleared."
            />
        )}
    </Stack>
);

const AccountActions = ({ account, meId, onChanged }: { account: Staff; meId?: string; onChanged: () => void }) => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {(account.lockedUntil || account.codeLocked) && <ClearLockButton account={account} onChanged={onChanged} />}
        {!account.owner && account.id !== meId && <DisableButton account={account} onChanged={onChanged} />}
        {account.id !== meId && <AccountSecurityActions account={account} onChanged={onChanged} />}
    </Stack>
);

/** Every account: who it is, what it is notified of, and (for the owner) its actions; a card each on a phone. */
export const StaffTable = (props: StaffTableProps) => (useIsPhone() ? <StaffCards {...props} /> : <StaffRows {...props} />);

const StaffCards = ({ accounts, meId, owner, onChanged }: StaffTableProps) => (
    <Stack component="ul" aria-label="Staff accounts" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {accounts.map((account) => (
            <Card component="li" key={account.id} variant="outlined" data-username={account.username} sx={{ p: 1.5 }}>
                <UsernameCell account={account} meId={meId} />
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {account.email || 'No email'} · notified of messages: {yesNo(account.notifyContact)}, of orders:{' '}
                    {yesNo(account.notifyOrders)}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
                    <Typography variant="body2">Two-factor:</Typography>
                    <TwoFactorChip account={account} />
                    <StatusChips account={account} />
                </Stack>
                {owner && <AccountActions account={account} meId={meId} onChanged={onChanged} />}
            </Card>
        ))}
    </Stack>
);

const StaffRows = ({ accounts, meId, owner, onChanged }: StaffTableProps) => (
    <Table size="small" aria-label="Staff accounts">
        <TableHead>
            <TableRow>
                <TableCell>Username</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Notified of messages</TableCell>
                <TableCell>Notified of orders</TableCell>
                <TableCell>Two-factor</TableCell>
                <TableCell>Status</TableCell>
                {owner && <TableCell>Actions</TableCell>}
            </TableRow>
        </TableHead>
        <TableBody>
            {accounts.map((account) => (
                <TableRow key={account.id} data-username={account.username}>
                    <TableCell>
                        <UsernameCell account={account} meId={meId} />
                    </TableCell>
                    <TableCell>{account.email || '—'}</TableCell>
                    <TableCell>{yesNo(account.notifyContact)}</TableCell>
                    <TableCell>{yesNo(account.notifyOrders)}</TableCell>
                    <TableCell>
                        <TwoFactorChip account={account} />
                    </TableCell>
                    <TableCell>
                        <StatusChips account={account} />
                    </TableCell>
                    {owner && (
                        <TableCell>
                            <AccountActions account={account} meId={meId} onChanged={onChanged} />
                        </TableCell>
                    )}
                </TableRow>
            ))}
        </TableBody>
    </Table>
);

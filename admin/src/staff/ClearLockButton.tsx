import { useState } from 'react';
import { adminPaths } from '@farmsite/domain';
import { Button } from '@mui/material';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import type { Staff } from '../dataProvider';
import { sendJson } from '../dataProvider/httpClient';
import { messageOf, useToast } from '../layout/Toast';

/** Ends every login lock of an account at once (the owner's action; the server refuses anyone else). */
export const ClearLockButton = ({ account, onChanged }: { account: Staff; onChanged: () => void }) => {
    const [isPending, setPending] = useState(false);
    const toast = useToast();
    const clear = async () => {
        setPending(true);
        try {
            await sendJson<Staff>('POST', adminPaths.adminClearLock(account.id));
            toast({ title: 'Lock cleared', description: `${account.username} can log in again from anywhere.` });
            onChanged();
        } catch (error) {
            toast({ title: 'Failed to clear the lock', description: messageOf(error), variant: 'error' });
        } finally {
            setPending(false);
        }
    };
    return (
        <Button
            size="small"
            startIcon={<LockOpenIcon />}
            disabled={isPending}
            onClick={clear}
            aria-label={`Clear lock of ${account.username}`}
        >
            Clear lock
        </Button>
    );
};

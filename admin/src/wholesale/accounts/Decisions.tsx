import { useState } from 'react';
import { adminPaths } from '@farmsite/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useRefresh } from 'react-admin';
import { sendJson } from '../../dataProvider/httpClient';
import { messageOf, useToast } from '../../layout/Toast';
import { type BuyerAccount, decisionsFrom, needsReason } from '../types';

type Decision = 'approve' | 'reject' | 'suspend' | 'reinstate';

const paths: Record<Decision, (id: string) => string> = {
    approve: adminPaths.adminBuyerAccountApprove,
    reject: adminPaths.adminBuyerAccountReject,
    suspend: adminPaths.adminBuyerAccountSuspend,
    reinstate: adminPaths.adminBuyerAccountReinstate,
};

const labels: Record<Decision, string> = { approve: 'Approve', reject: 'Reject', suspend: 'Suspend', reinstate: 'Reinstate' };
const done: Record<Decision, string> = { approve: 'approved', reject: 'rejected', suspend: 'suspended', reinstate: 'reinstated' };

/** The decisions the account's state allows; reject and suspend ask for the reason the applicant is emailed. */
export const Decisions = ({ account }: { account: BuyerAccount }) => {
    const [asking, setAsking] = useState<Decision | null>(null);
    const [reason, setReason] = useState('');
    const [busy, setBusy] = useState(false);
    const toast = useToast();
    const refresh = useRefresh();
    const decide = async (decision: Decision, why?: string) => {
        setBusy(true);
        try {
            await sendJson('POST', paths[decision](account.id), why === undefined ? {} : { reason: why });
            toast({ title: `Account ${done[decision]}`, description: account.legalName });
            setAsking(null);
            setReason('');
            refresh();
        } catch (error) {
            toast({ title: `Failed to ${decision} the account`, description: messageOf(error), variant: 'error' });
        } finally {
            setBusy(false);
        }
    };
    const decisions = decisionsFrom[account.status];
    if (!decisions.length) return null;
    return (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {decisions.map((d) => (
                <Button
                    key={d}
                    variant={d === 'approve' || d === 'reinstate' ? 'contained' : 'outlined'}
                    color={d === 'reject' || d === 'suspend' ? 'error' : 'primary'}
                    disabled={busy}
                    onClick={() => (needsReason(d) ? setAsking(d) : decide(d))}
                >
                    {labels[d]}
                </Button>
            ))}
            <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby="decision-title" fullWidth maxWidth="sm">
                <DialogTitle id="decision-title">{asking && `${labels[asking]} ${account.legalName}?`}</DialogTitle>
                <DialogContent>
                    <TextField
                        autoFocus
                        fullWidth
                        multiline
                        minRows={3}
                        margin="dense"
                        label="Reason (emailed to the contact)"
                        value={reason}
                        onChange={(e) => setReason(e.target.value)}
                        slotProps={{ htmlInput: { maxLength: 1000 } }}
                    />
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => setAsking(null)}>Cancel</Button>
                    <Button
                        color="error"
                        variant="contained"
                        disabled={busy || !reason.trim()}
                        onClick={() => asking && decide(asking, reason.trim())}
                    >
                        {asking && labels[asking]}
                    </Button>
                </DialogActions>
            </Dialog>
        </Stack>
    );
};

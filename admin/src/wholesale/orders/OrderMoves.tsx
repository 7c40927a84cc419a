import { useState } from 'react';
import { adminPaths, orderStateLabels, type OrderMove, type WholesaleOrder } from '@farmsite/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useRefresh } from 'react-admin';
import { sendJson } from '../../dataProvider/httpClient';
import { messageOf, useToast } from '../../layout/Toast';
import { fieldErrorsOf } from '../../lib/fieldErrors';
import { moveLabels } from './orderStates';

/** What a move sends: the state, and what that move asks for. */
interface MoveForm {
    reason: string;
    manifestNumber: string;
    driver: string;
    vehicle: string;
    deliveredOn: string;
    /** Accepting: each line's units (as typed) and why they were lowered. */
    lines: Record<string, { units: string; reason: string }>;
}

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });

const emptyForm = (order: WholesaleOrder): MoveForm => ({
    reason: '',
    manifestNumber: '',
    driver: '',
    vehicle: '',
    deliveredOn: today(),
    lines: Object.fromEntries((order.lines ?? []).map((l) => [l.id, { units: String(l.units), reason: '' }])),
});

/** Whether a move opens a form first (a reason, the shipment, the delivery day, lowered lines). */
const asksFirst = (move: OrderMove) => move.reason || ['accepted', 'shipped', 'delivered'].includes(move.to);

/** The body of a move: only the fields it takes, lines only where they changed. */
function bodyOf(move: OrderMove, order: WholesaleOrder, form: MoveForm) {
    const body: Record<string, unknown> = { to: move.to };
    if (form.reason.trim()) body.reason = form.reason.trim();
    if (move.to === 'shipped') Object.assign(body, { manifestNumber: form.manifestNumber, driver: form.driver, vehicle: form.vehicle });
    if (move.to === 'delivered') body.deliveredOn = form.deliveredOn;
    if (move.to === 'accepted') {
        body.lines = (order.lines ?? [])
            .filter((l) => form.lines[l.id] && form.lines[l.id].units.trim() !== String(l.units))
            .map((l) => ({ id: l.id, units: Number(form.lines[l.id].units), reason: form.lines[l.id].reason.trim() }));
    }
    return body;
}

/** The server names a line's problem by its place in the lines sent ("lines.0.units"); the form, by the line's id. */
const byLineId = (errors: Record<string, string>, sent: { id: string }[]) =>
    Object.fromEntries(
        Object.entries(errors).map(([key, message]) => [
            key.replace(/^lines\.(\d+)\./, (_, i: string) => `lines.${sent[Number(i)]?.id}.`),
            message,
        ]),
    );

/** The moves the server offers for this order now, each a button; those that need more ask for it first. */
export const OrderMoves = ({ order }: { order: WholesaleOrder }) => {
    const [moving, setMoving] = useState<OrderMove | null>(null);
    const [form, setForm] = useState<MoveForm>(() => emptyForm(order));
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [busy, setBusy] = useState(false);
    const toast = useToast();
    const refresh = useRefresh();
    const moves = order.moves ?? [];
    if (!moves.length) return null;

    const open = (move: OrderMove) => {
        setForm(emptyForm(order));
        setErrors({});
        if (asksFirst(move)) setMoving(move);
        else void take(move, emptyForm(order));
    };
    const take = async (move: OrderMove, values: MoveForm) => {
        setBusy(true);
        const body = bodyOf(move, order, values);
        try {
            await sendJson('POST', adminPaths.adminWholesaleOrderTransition(order.id), body);
            toast({ title: `Order ${order.number}: ${orderStateLabels[move.to].toLowerCase()}` });
            setMoving(null);
            refresh();
        } catch (error) {
            const fields = byLineId(fieldErrorsOf(error), (body.lines as { id: string }[] | undefined) ?? []);
            setErrors(fields);
            if (!Object.keys(fields).length || !moving) {
                toast({ title: `Failed to move order ${order.number}`, description: messageOf(error), variant: 'error' });
            }
        } finally {
            setBusy(false);
        }
    };
    const set = (patch: Partial<MoveForm>) => setForm((f) => ({ ...f, ...patch }));
    const setLine = (id: string, patch: Partial<{ units: string; reason: string }>) =>
        setForm((f) => ({ ...f, lines: { ...f.lines, [id]: { ...f.lines[id], ...patch } } }));

    return (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {moves.map((m) => (
                <Button
                    key={m.to}
                    variant={['rejected', 'cancelled', 'on-hold'].includes(m.to) ? 'outlined' : 'contained'}
                    color={m.to === 'rejected' || m.to === 'cancelled' ? 'error' : 'primary'}
                    disabled={busy}
                    onClick={() => open(m)}
                >
                    {moveLabels[m.to]}
                </Button>
            ))}
            <Dialog open={moving !== null} onClose={() => setMoving(null)} aria-labelledby="move-title" fullWidth maxWidth="sm">
                <DialogTitle id="move-title">{moving && `${moveLabels[moving.to]}: order ${order.number}`}</DialogTitle>
                <DialogContent>
                    <Stack spacing={2} sx={{ pt: 1 }}>
                        {moving?.to === 'accepted' &&
                            (order.lines ?? []).map((l) => (
                                <Stack key={l.id} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                                    <TextField
                                        label={`${l.productName} ${l.variantName}, lot ${l.lot}: units`}
                                        type="number"
                                        value={form.lines[l.id]?.units ?? ''}
                                        onChange={(e) => setLine(l.id, { units: e.target.value })}
                                        slotProps={{ htmlInput: { min: 0, max: l.units, step: 1 } }}
                                        error={Boolean(errors[`lines.${l.id}.units`])}
                                        helperText={errors[`lines.${l.id}.units`] ?? `Ordered ${l.units}; 0 drops the line`}
                                    />
                                    {form.lines[l.id]?.units !== String(l.units) && (
                                        <TextField
                                            fullWidth
                                            label="Why (the buyer sees it)"
                                            value={form.lines[l.id]?.reason ?? ''}
                                            onChange={(e) => setLine(l.id, { reason: e.target.value })}
                                            slotProps={{ htmlInput: { maxLength: 1000 } }}
                                            error={Boolean(errors[`lines.${l.id}.reason`])}
                                            helperText={errors[`lines.${l.id}.reason`]}
                                        />
                                    )}
                                </Stack>
                            ))}
                        {moving?.to === 'shipped' && (
                            <>
                                <Typography variant="body2">
                                    The buyer&apos;s licence and every lot&apos;s certificate are checked again.
                                </Typography>
                                <TextField
                                    required
                                    label="Manifest number"
                                    value={form.manifestNumber}
                                    onChange={(e) => set({ manifestNumber: e.target.value })}
                                    slotProps={{ htmlInput: { maxLength: 40 } }}
                                    error={Boolean(errors.manifestNumber)}
                                    helperText={errors.manifestNumber}
                                />
                                <TextField
                                    label="Driver"
                                    value={form.driver}
                                    onChange={(e) => set({ driver: e.target.value })}
                                    slotProps={{ htmlInput: { maxLength: 100 } }}
                                />
                                <TextField
                                    label="Vehicle"
                                    value={form.vehicle}
                                    onChange={(e) => set({ vehicle: e.target.value })}
                                    slotProps={{ htmlInput: { maxLength: 100 } }}
                                />
                            </>
                        )}
                        {moving?.to === 'delivered' && (
                            <TextField
                                required
                                type="date"
                                label="Delivered on"
                                value={form.deliveredOn}
                                onChange={(e) => set({ deliveredOn: e.target.value })}
                                slotProps={{ inputLabel: { shrink: true } }}
                                error={Boolean(errors.deliveredOn)}
                                helperText={errors.deliveredOn ?? 'The payment term starts on this day.'}
                            />
                        )}
                        {moving && (moving.reason || moving.to === 'cancelled') && (
                            <TextField
                                required={moving.reason}
                                multiline
                                minRows={3}
                                label={moving.reason ? 'Reason (the buyer sees it)' : 'Reason (optional; the buyer sees it)'}
                                value={form.reason}
                                onChange={(e) => set({ reason: e.target.value })}
                                slotProps={{ htmlInput: { maxLength: 1000 } }}
                                error={Boolean(errors.reason)}
                                helperText={errors.reason}
                            />
                        )}
                    </Stack>
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => setMoving(null)}>Back</Button>
                    <Button
                        variant="contained"
                        color={moving?.to === 'rejected' || moving?.to === 'cancelled' ? 'error' : 'primary'}
                        disabled={busy || (Boolean(moving?.reason) && !form.reason.trim())}
                        onClick={() => moving && take(moving, form)}
                    >
                        {moving && moveLabels[moving.to]}
                    </Button>
                </DialogActions>
            </Dialog>
        </Stack>
    );
};

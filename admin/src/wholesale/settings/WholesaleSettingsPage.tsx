import { useState, type FormEvent, type ReactNode } from 'react';
import { adminPaths, type WholesaleSettings } from '@farmsite/domain';
import {
    Alert,
    Box,
    Button,
    Card,
    CardContent,
    Checkbox,
    FormControlLabel,
    FormGroup,
    FormHelperText,
    Grid,
    Skeleton,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, sendJson } from '../../dataProvider/httpClient';
import { PageHeader } from '../../layout/PageHeader';
import { messageOf, useToast } from '../../layout/Toast';
import { fieldErrorsOf } from '../../lib/fieldErrors';
import { useMe } from '../../staff/useMe';
import { settingsPatch, settingsValues, type SettingsValues, weekdays } from './settingsForm';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
    <Card component="section" aria-label={title}>
        <CardContent>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                {title}
            </Typography>
            {children}
        </CardContent>
    </Card>
);

/** The form: the owner changes, everyone else reads. */
const SettingsForm = ({ saved, owner }: { saved: WholesaleSettings; owner: boolean }) => {
    const [before, setBefore] = useState(() => settingsValues(saved));
    const [values, setValues] = useState<SettingsValues>(before);
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [busy, setBusy] = useState(false);
    const toast = useToast();
    const queryClient = useQueryClient();
    const set = (patch: Partial<SettingsValues>) => setValues((v) => ({ ...v, ...patch }));
    const number = (
        name: 'paymentTermDays' | 'reminderDaysBefore' | 'delinquentAfterDays' | 'rejectedApplicationRetentionDays',
        label: string,
        help: string,
    ) => (
        <TextField
            label={label}
            inputMode="numeric"
            value={values[name]}
            onChange={(e) => set({ [name]: e.target.value })}
            error={Boolean(errors[name])}
            helperText={errors[name] ?? help}
            disabled={!owner}
            fullWidth
        />
    );
    const save = async (e: FormEvent) => {
        e.preventDefault();
        const patch = settingsPatch(values, before);
        if (!Object.keys(patch).length) {
            toast({ title: 'Nothing to save', variant: 'info' });
            return;
        }
        setBusy(true);
        try {
            const next = await sendJson<WholesaleSettings>('PATCH', adminPaths.adminWholesaleSettings, patch);
            const shown = settingsValues(next);
            setBefore(shown);
            setValues(shown);
            setErrors({});
            queryClient.setQueryData(['wholesale-settings'], next);
            toast({ title: 'Wholesale settings saved' });
        } catch (error) {
            const fields = fieldErrorsOf(error);
            setErrors(fields);
            toast({ title: 'Failed to save the wholesale settings', description: messageOf(error), variant: 'error' });
        } finally {
            setBusy(false);
        }
    };
    return (
        <Box component="form" onSubmit={(e) => void save(e)} noValidate aria-label="Wholesale settings">
            <Stack spacing={2}>
                {!owner && <Alert severity="info">Only the owner can change these settings.</Alert>}
                <Section title="Deliveries">
                    <FormGroup row aria-label="Delivery days">
                        {weekdays.map((d) => (
                            <FormControlLabel
                                key={d.id}
                                label={d.name}
                                disabled={!owner}
                                control={
                                    <Checkbox
                                        checked={values.deliveryDays.includes(d.id)}
                                        onChange={(e) =>
                                            set({
                                                deliveryDays: e.target.checked
                                                    ? [...values.deliveryDays, d.id]
                                                    : values.deliveryDays.filter((x) => x !== d.id),
                                            })
                                        }
                                    />
                                }
                            />
                        ))}
                    </FormGroup>
                    <FormHelperText error={Boolean(errors.deliveryDays)}>
                        {errors.deliveryDays ?? 'The days buyers may ask for a delivery on.'}
                    </FormHelperText>
                </Section>
                <Section title="Payment">
                    <Grid container spacing={2}>
                        <Grid size={{ xs: 12, md: 4 }}>
                            {number(
                                'paymentTermDays',
                                'Payment term (days)',
                                'The due date is this many days after delivery, the same for every buyer (9 NYCRR 124.2).',
                            )}
                        </Grid>
                        <Grid size={{ xs: 12, md: 4 }}>
                            {number(
                                'reminderDaysBefore',
                                'Reminder (days before the due date)',
                                'The buyer is reminded this many days before an invoice is due.',
                            )}
                        </Grid>
                        <Grid size={{ xs: 12, md: 4 }}>
                            {number(
                                'delinquentAfterDays',
                                'Delinquent after (days late)',
                                "An account with an invoice this late may order cash on delivery only, if allowed (OCM's list: counsel confirms).",
                            )}
                        </Grid>
                    </Grid>
                </Section>
                <Section title="Excise tax">
                    <Grid container spacing={2}>
                        {Object.keys(values.exciseRates).map((category) => (
                            <Grid key={category} size={{ xs: 12, sm: 6, md: 4 }}>
                                <TextField
                                    label={`${category} (cents per mg of THC)`}
                                    inputMode="decimal"
                                    value={values.exciseRates[category]}
                                    onChange={(e) => set({ exciseRates: { ...values.exciseRates, [category]: e.target.value } })}
                                    disabled={!owner}
                                    fullWidth
                                />
                            </Grid>
                        ))}
                        <Grid size={12}>
                            <TextField
                                label="Source of the rates"
                                value={values.exciseSource}
                                onChange={(e) => set({ exciseSource: e.target.value })}
                                error={Boolean(errors.exciseSource)}
                                helperText={errors.exciseSource ?? 'Printed with the rates; counsel confirms them.'}
                                disabled={!owner}
                                fullWidth
                            />
                        </Grid>
                    </Grid>
                    {errors.exciseRates && <FormHelperText error>{errors.exciseRates}</FormHelperText>}
                </Section>
                <Section title="Licences and applications">
                    <Grid container spacing={2}>
                        <Grid size={{ xs: 12, md: 6 }}>
                            <TextField
                                label="Licence expiry warnings (days before)"
                                value={values.licenceWarningDays}
                                onChange={(e) => set({ licenceWarningDays: e.target.value })}
                                error={Boolean(errors.licenceWarningDays)}
                                helperText={errors.licenceWarningDays ?? 'For example 60, 14: the account and staff are warned then.'}
                                disabled={!owner}
                                fullWidth
                            />
                        </Grid>
                        <Grid size={{ xs: 12, md: 6 }}>
                            {number(
                                'rejectedApplicationRetentionDays',
                                'Rejected applications kept (days)',
                                'Then deleted with their licence documents.',
                            )}
                        </Grid>
                    </Grid>
                </Section>
                {owner && (
                    <Box>
                        <Button type="submit" variant="contained" disabled={busy}>
                            Save settings
                        </Button>
                    </Box>
                )}
            </Stack>
        </Box>
    );
};

/** /admin/wholesale-settings: the wholesale portal's private settings. */
export const WholesaleSettingsPage = () => {
    const me = useMe();
    const settings = useQuery({
        queryKey: ['wholesale-settings'],
        queryFn: () => getJson<WholesaleSettings>(adminPaths.adminWholesaleSettings),
    });
    return (
        <Box sx={{ pb: 4 }}>
            <PageHeader
                title="Wholesale settings"
                subtitle="Delivery days, the payment term and its notices, the excise rates, the licence warnings."
            />
            {settings.error ? (
                <Alert severity="error">Failed to load the wholesale settings: {messageOf(settings.error)}</Alert>
            ) : settings.data && !me.isPending ? (
                <SettingsForm saved={settings.data} owner={me.owner} />
            ) : (
                <Skeleton variant="rounded" height={320} />
            )}
        </Box>
    );
};

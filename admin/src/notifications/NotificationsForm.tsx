import { useState, type FormEvent } from 'react';
import { Box, Button, FormControlLabel, Grid, MenuItem, Switch, TextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useQueryClient } from '@tanstack/react-query';
import { privateSettingsFields as fields, type SMTPRequireTLSMode } from '@farmsite/domain';
import type { NotificationSettings } from '../dataProvider';
import { useAppDataProvider } from '../common/useAppDataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { fieldErrorsOf } from '../lib/fieldErrors';

type Switches = 'notifyOnContact' | 'notifyOnOrder' | 'confirmOrdersToCustomers';

const SWITCHES: Switches[] = ['notifyOnContact', 'notifyOnOrder', 'confirmOrdersToCustomers'];

/** When the connection to the SMTP server must be encrypted, in the words of the menu. */
const TLS_MODES: Record<SMTPRequireTLSMode, string> = {
    unlessLoopback: 'Unless the mail server is on this machine (default)',
    always: 'Always',
    never: 'Never: emails may cross the network unencrypted',
};

/** The addresses one a line (commas too), as the server takes them: a list. */
const addressesOf = (text: string) =>
    text
        .split(/[\n,]/)
        .map((a) => a.trim())
        .filter(Boolean);

/** The site's notification settings; only the owner may change them (others see them read-only). */
export const NotificationsForm = ({ settings, canEdit }: { settings: NotificationSettings; canEdit: boolean }) => {
    const dataProvider = useAppDataProvider();
    const queryClient = useQueryClient();
    const toast = useToast();
    const [values, setValues] = useState({ ...settings, notifyEmails: settings.notifyEmails.join('\n') });
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [saving, setSaving] = useState(false);
    // Read-only rather than disabled for those who may not change them: readable contrast.
    const readOnly = { htmlInput: { readOnly: !canEdit } };

    const submit = async (e: FormEvent) => {
        e.preventDefault();
        setSaving(true);
        try {
            const saved = await dataProvider.updateNotificationSettings({ ...values, notifyEmails: addressesOf(values.notifyEmails) });
            setValues({ ...saved, notifyEmails: saved.notifyEmails.join('\n') });
            setErrors({});
            queryClient.invalidateQueries({ queryKey: ['mail-status'] });
            toast({ title: 'Notification settings saved' });
        } catch (error) {
            setErrors(fieldErrorsOf(error));
            toast({ title: 'Failed to save notification settings', description: messageOf(error), variant: 'error' });
        } finally {
            setSaving(false);
        }
    };

    return (
        <Box component="form" onSubmit={submit} noValidate aria-label="Notification settings">
            <Grid container spacing={2}>
                <Grid size={{ xs: 12 }}>
                    <TextField
                        label={fields.notifyEmails.label}
                        multiline
                        minRows={2}
                        fullWidth
                        slotProps={readOnly}
                        value={values.notifyEmails}
                        onChange={(e) => setValues((v) => ({ ...v, notifyEmails: e.target.value }))}
                        error={Boolean(errors.notifyEmails)}
                        helperText={
                            errors.notifyEmails ??
                            'One address a line. They hear of every new lead, besides the staff accounts that ask to.'
                        }
                    />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                        label={fields.mailSenderName.label}
                        fullWidth
                        slotProps={readOnly}
                        value={values.mailSenderName}
                        onChange={(e) => setValues((v) => ({ ...v, mailSenderName: e.target.value }))}
                        error={Boolean(errors.mailSenderName)}
                        helperText={errors.mailSenderName ?? 'Empty: the name in the superuser UI\u2019s mail settings.'}
                    />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                        label={fields.mailSenderAddress.label}
                        type="email"
                        fullWidth
                        slotProps={readOnly}
                        value={values.mailSenderAddress}
                        onChange={(e) => setValues((v) => ({ ...v, mailSenderAddress: e.target.value }))}
                        error={Boolean(errors.mailSenderAddress)}
                        helperText={errors.mailSenderAddress ?? 'Empty: the address in the superuser UI\u2019s mail settings.'}
                    />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                        select
                        label={fields.smtpRequireTLS.label}
                        fullWidth
                        // The chosen mode wraps: one line of it is wider than a phone.
                        sx={{ '& .MuiSelect-select.MuiSelect-select': { whiteSpace: 'normal' } }}
                        slotProps={readOnly}
                        value={values.smtpRequireTLS}
                        onChange={(e) => setValues((v) => ({ ...v, smtpRequireTLS: e.target.value }))}
                        error={Boolean(errors.smtpRequireTLS)}
                        helperText={
                            errors.smtpRequireTLS ??
                            'When required, no email goes to a server that does not offer encryption (STARTTLS): someone on the way could have removed the offer to read the emails.'
                        }
                    >
                        {Object.entries(TLS_MODES).map(([mode, text]) => (
                            <MenuItem key={mode} value={mode}>
                                {text}
                            </MenuItem>
                        ))}
                    </TextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                        label={fields.visitorEmailsPerHour.label}
                        type="number"
                        fullWidth
                        slotProps={{
                            htmlInput: {
                                readOnly: !canEdit,
                                min: fields.visitorEmailsPerHour.min,
                                max: fields.visitorEmailsPerHour.max,
                                step: 1,
                            },
                        }}
                        value={values.visitorEmailsPerHour}
                        onChange={(e) => setValues((v) => ({ ...v, visitorEmailsPerHour: Number(e.target.value) }))}
                        error={Boolean(errors.visitorEmailsPerHour)}
                        helperText={
                            errors.visitorEmailsPerHour ??
                            'Staff notifications and order receipts the public forms may cause an hour. Past it, staff get one digest an hour and customers no receipt.'
                        }
                    />
                </Grid>
            </Grid>
            <Box sx={{ display: 'flex', flexDirection: 'column', my: 1 }}>
                {SWITCHES.map((name) => (
                    <FormControlLabel
                        key={name}
                        disabled={!canEdit}
                        control={<Switch checked={values[name]} onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.checked }))} />}
                        label={fields[name].label}
                    />
                ))}
            </Box>
            {canEdit && (
                <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
                    Save settings
                </Button>
            )}
        </Box>
    );
};

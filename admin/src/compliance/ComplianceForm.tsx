import { useState, type FormEvent } from 'react';
import { Box, Button, Grid, TextField, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useQueryClient } from '@tanstack/react-query';
import { copyRules, siteSettingsFields as fields, suggestedRetailLabel, type ComplianceSettings } from '@farmsite/domain';
import { useAppDataProvider } from '../common/useAppDataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { fieldErrorsOf } from '../lib/fieldErrors';
import { CopyFindings } from './CopyFindings';
import { complianceQueryKey, useCopyFindings } from './useCopyCheck';

/** A list edited one entry a line. */
const linesOf = (text: string) =>
    text
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);

type Values = Omit<ComplianceSettings, 'licenseNumbers' | 'rotatingWarnings' | 'copyTerms' | 'copyReview' | 'warningOfTheDay'> & {
    licenseNumbers: string;
    rotatingWarnings: string;
    copyTerms: Record<string, string>;
};

const valuesOf = (s: ComplianceSettings): Values => ({
    legalName: s.legalName,
    licenseNumbers: s.licenseNumbers.join('\n'),
    healthWarning: s.healthWarning,
    rotatingWarnings: s.rotatingWarnings.join('\n'),
    tagline: s.tagline,
    retailPriceDisplay: s.retailPriceDisplay,
    copyTerms: Object.fromEntries(copyRules.map((r) => [r.id, (s.copyTerms[r.id] ?? []).join('\n')])),
});

/**
 * The licensee every page names, the warnings every page shows, the site's tagline (a
 * public text the copy check reads) and the copy check's terms by rule. Only the owner
 * changes them; the others read them.
 */
export const ComplianceForm = ({ settings, canEdit }: { settings: ComplianceSettings; canEdit: boolean }) => {
    const dataProvider = useAppDataProvider();
    const queryClient = useQueryClient();
    const toast = useToast();
    const [values, setValues] = useState(() => valuesOf(settings));
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [saving, setSaving] = useState(false);
    const [reviewing, setReviewing] = useState(false);
    const findings = useCopyFindings([{ field: 'tagline', label: fields.tagline.label, value: values.tagline }], settings.copyReview);
    const readOnly = { htmlInput: { readOnly: !canEdit } };
    const set = (name: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

    const submit = async (e: FormEvent) => {
        e.preventDefault();
        setSaving(true);
        try {
            const saved = await dataProvider.updateCompliance({
                legalName: values.legalName,
                licenseNumbers: linesOf(values.licenseNumbers),
                healthWarning: values.healthWarning,
                rotatingWarnings: linesOf(values.rotatingWarnings),
                tagline: values.tagline,
                retailPriceDisplay: values.retailPriceDisplay,
                copyTerms: Object.fromEntries(copyRules.map((r) => [r.id, linesOf(values.copyTerms[r.id] ?? '')])),
                ...(reviewing ? { reviewedWithCounsel: true } : {}),
            });
            queryClient.setQueryData(complianceQueryKey, saved);
            setValues(valuesOf(saved));
            setErrors({});
            setReviewing(false);
            toast({ title: 'Compliance settings saved' });
        } catch (error) {
            setErrors(fieldErrorsOf(error));
            toast({ title: 'Failed to save compliance settings', description: messageOf(error), variant: 'error' });
        } finally {
            setSaving(false);
        }
    };

    const text = (name: 'legalName' | 'healthWarning' | 'tagline', helper: string, multiline = false) => (
        <TextField
            label={fields[name].label}
            fullWidth
            multiline={multiline}
            minRows={multiline ? 2 : undefined}
            slotProps={readOnly}
            value={values[name]}
            onChange={set(name)}
            error={Boolean(errors[name])}
            helperText={errors[name] ?? helper}
        />
    );
    const lines = (name: 'licenseNumbers' | 'rotatingWarnings', helper: string) => (
        <TextField
            label={fields[name].label}
            fullWidth
            multiline
            minRows={2}
            slotProps={readOnly}
            value={values[name]}
            onChange={set(name)}
            error={Boolean(errors[name])}
            helperText={errors[name] ?? helper}
        />
    );

    return (
        <Box component="form" onSubmit={submit} noValidate aria-label="Compliance settings">
            <Typography variant="h6" component="h2" gutterBottom>
                The licensee and the warnings on every page
            </Typography>
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                    {text('legalName', 'The party responsible for the site (Cannabis Law §86(4)(a)), in the footer of every page.')}
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>{lines('licenseNumbers', 'One a line, as OCM issued them (OCM-…).')}</Grid>
                <Grid size={12}>{text('healthWarning', 'The fixed warning of 9 NYCRR 129.2(c), on every page.', true)}</Grid>
                <Grid size={12}>
                    {lines(
                        'rotatingWarnings',
                        `One a line: OCM's warnings of 9 NYCRR 129.2(d), one a day beside the fixed one, changing at midnight in New York. Today's: “${settings.warningOfTheDay}”`,
                    )}
                </Grid>
                <Grid size={12}>{text('tagline', 'Shown on the home page and in search results: the copy check reads it.')}</Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                    <TextField
                        select
                        disabled={!canEdit}
                        label={fields.retailPriceDisplay.label}
                        fullWidth
                        slotProps={{ ...readOnly, select: { native: true } }}
                        value={values.retailPriceDisplay}
                        onChange={set('retailPriceDisplay')}
                        error={Boolean(errors.retailPriceDisplay)}
                        helperText={
                            errors.retailPriceDisplay ??
                            'How product pages show cannabis prices. Counsel decides under 9 NYCRR 129.3; swag and accessories always show theirs.'
                        }
                    >
                        <option value="show">Show prices (as today)</option>
                        <option value="suggested-retail">Label them “{suggestedRetailLabel}”</option>
                        <option value="hidden">Hide them</option>
                    </TextField>
                </Grid>
            </Grid>
            <CopyFindings
                findings={findings}
                review={settings.copyReview}
                canReview={canEdit}
                reviewing={reviewing}
                onReviewingChange={setReviewing}
            />
            <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
                The copy check&apos;s terms
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                One term a line, in any case: whole words only, plurals included (&ldquo;coupon&rdquo; finds &ldquo;coupons&rdquo;); a term
                ending in * finds every word it begins (therap*: therapy, therapeutic). Every save of a product, variant, post, location,
                hero video or the tagline is checked; publishing a finding needs the owner&apos;s review with counsel.
            </Typography>
            {errors.copyTerms && (
                <Typography color="error" role="alert" sx={{ mb: 1 }}>
                    {errors.copyTerms}
                </Typography>
            )}
            <Grid container spacing={2}>
                {copyRules.map((rule) => (
                    <Grid key={rule.id} size={{ xs: 12, md: 6 }}>
                        <TextField
                            label={rule.label}
                            fullWidth
                            multiline
                            minRows={3}
                            maxRows={10}
                            slotProps={readOnly}
                            value={values.copyTerms[rule.id] ?? ''}
                            onChange={(e) => setValues((v) => ({ ...v, copyTerms: { ...v.copyTerms, [rule.id]: e.target.value } }))}
                            helperText={rule.citation}
                        />
                    </Grid>
                ))}
            </Grid>
            {canEdit && (
                <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving} sx={{ mt: 2 }}>
                    Save compliance settings
                </Button>
            )}
        </Box>
    );
};

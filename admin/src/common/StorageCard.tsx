import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
    Accordion,
    AccordionDetails,
    AccordionSummary,
    Alert,
    AlertTitle,
    Box,
    Button,
    Chip,
    CircularProgress,
    Grid,
    Stack,
    Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import StorageIcon from '@mui/icons-material/Storage';
import ImageSearchIcon from '@mui/icons-material/ImageSearch';
import type { ImageVerification } from '../dataProvider';
import { useAppDataProvider } from './useAppDataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { formatLongDateTime } from '@farmsite/domain';
import { timeAgo } from '../lib/timeAgo';

/** A dt/dd pair; its Grid item is the div that groups them inside the dl. */
const Fact = ({ label, value }: { label: string; value: React.ReactNode }) => (
    <>
        <Typography variant="caption" color="text.secondary" component="dt">
            {label}
        </Typography>
        <Typography variant="body2" component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
            {value}
        </Typography>
    </>
);

/** The missing images listed by place; the message counts them all. */
const MISSING_SHOWN = 20;

const STATUS_WORDS: Record<string, string> = { ok: 'OK', warning: 'needs attention', error: 'not working' };

/** The time now, renewed every `every` ms (for 'checked 2 minutes ago'). */
function useNow(every: number) {
    const [now, setNow] = useState(() => new Date());
    useEffect(() => {
        const timer = setInterval(() => setNow(new Date()), every);
        return () => clearInterval(timer);
    }, [every]);
    return now;
}

/**
 * Where uploaded images are kept and whether they are all there: GET
 * /api/system/storage-check (on arrival and on demand) and POST /api/admin/verify-images.
 * One line ('Image storage: OK, checked 2 minutes ago') that opens to the details and the
 * two buttons.
 */
export const StorageCard = () => {
    const dataProvider = useAppDataProvider();
    const toast = useToast();
    // Checked on arrival and on demand; a failed check keeps the last answer on the card.
    const storage = useQuery({
        queryKey: ['storage-check'],
        queryFn: () => dataProvider.storageCheck(),
        retry: false,
        gcTime: 0,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
    });
    const check = storage.data ?? null;
    const checkedAt = storage.dataUpdatedAt ? new Date(storage.dataUpdatedAt) : null;
    const checking = storage.isFetching;
    const [verification, setVerification] = useState<ImageVerification | null>(null);
    const [verifying, setVerifying] = useState(false);

    const runCheck = async () => {
        const { data: result, error } = await storage.refetch();
        if (result && !error) {
            if (result.status !== 'ok') {
                toast({
                    title: 'Storage Check Failed',
                    description: 'Images may not persist in the production environment.',
                    variant: 'error',
                });
            } else {
                toast({ title: 'Storage configuration verified', description: result.objectStorage?.message });
            }
        } else {
            toast({
                title: 'Storage Check Error',
                description: `Could not verify storage configuration. ${messageOf(error) ?? ''}`.trim(),
                variant: 'error',
            });
        }
    };

    const verify = async () => {
        setVerifying(true);
        try {
            const result = await dataProvider.verifyImages();
            setVerification(result);
            if (result.success) toast({ title: 'Images verified', description: result.message });
            else toast({ title: 'Image Verification Failed', description: result.message, variant: 'error' });
        } catch (error) {
            toast({ title: 'Image Verification Error', description: messageOf(error), variant: 'error' });
        } finally {
            setVerifying(false);
        }
    };

    const [expanded, setExpanded] = useState<boolean | null>(null);
    const now = useNow(30_000);
    const state = storage.error && !check ? 'could not be checked' : check ? (STATUS_WORDS[check.status] ?? check.status) : 'checking...';
    const line = `Image storage: ${state}${checkedAt ? `, checked ${timeAgo(checkedAt, now)}` : ''}`;

    return (
        <Box component="section" aria-label="Image storage" sx={{ mb: 2 }}>
            <Accordion
                disableGutters
                variant="outlined"
                // Folded to one line while storage is fine; open when it needs attention.
                expanded={expanded ?? (check ? check.status !== 'ok' : false)}
                onChange={(_, open) => setExpanded(open)}
                slotProps={{ heading: { component: 'h2' } }}
            >
                <AccordionSummary
                    expandIcon={<ExpandMoreIcon />}
                    aria-controls="storage-details"
                    id="storage-summary"
                    sx={{ minHeight: 44 }}
                >
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <StorageIcon color={check && check.status !== 'ok' ? 'warning' : 'primary'} fontSize="small" aria-hidden />
                        <Typography variant="body2" sx={{ fontWeight: 500 }}>
                            {line}
                        </Typography>
                    </Stack>
                </AccordionSummary>
                <AccordionDetails id="storage-details">
                    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
                        <Button
                            variant="outlined"
                            startIcon={checking ? <CircularProgress size={16} aria-hidden /> : <StorageIcon />}
                            disabled={checking}
                            onClick={runCheck}
                        >
                            Verify Storage Configuration
                        </Button>
                        <Button
                            variant="outlined"
                            startIcon={verifying ? <CircularProgress size={16} aria-hidden /> : <ImageSearchIcon />}
                            disabled={verifying}
                            onClick={verify}
                        >
                            Verify & Recover Images
                        </Button>
                    </Stack>
                    {check && (
                        <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
                            <Grid size={{ xs: 6, md: 2 }}>
                                <Fact
                                    label="Environment"
                                    value={`${check.environment?.nodeEnv ?? 'unknown'}${check.environment?.isHostingPlatform ? ' (hosted)' : ''}`}
                                />
                            </Grid>
                            <Grid size={{ xs: 6, md: 2 }}>
                                <Fact
                                    label="Storage strategy"
                                    value={check.storageStrategy === 's3' ? 'S3 object storage' : 'Local disk'}
                                />
                            </Grid>
                            <Grid size={{ xs: 6, md: 2 }}>
                                <Fact
                                    label="Local filesystem"
                                    value={`${check.localFilesystem?.status ?? 'unknown'}${check.localFilesystem?.writable ? ', writable' : ', not writable'}`}
                                />
                            </Grid>
                            {check.localFilesystem?.path && (
                                // The server sends where it keeps files to the owner only.
                                <Grid size={{ xs: 12, md: 4 }}>
                                    <Fact label="Path" value={check.localFilesystem.path} />
                                </Grid>
                            )}
                            <Grid size={{ xs: 6, md: 2 }}>
                                <Fact label="Last checked" value={checkedAt ? formatLongDateTime(checkedAt.toISOString()) : '—'} />
                            </Grid>
                        </Grid>
                    )}
                    {check && check.status !== 'ok' && (
                        <Alert severity={check.status === 'error' ? 'error' : 'warning'} sx={{ mt: 2 }}>
                            <AlertTitle>{check.objectStorage?.message || 'Storage needs attention'}</AlertTitle>
                            {check.recommendations?.length ? (
                                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                                    {check.recommendations.map((r) => (
                                        <li key={r}>{r}</li>
                                    ))}
                                </Box>
                            ) : (
                                'Images may not persist in the production environment.'
                            )}
                        </Alert>
                    )}
                    {verification && (
                        <Box sx={{ mt: 2 }} aria-live="polite">
                            <Typography variant="subtitle2" component="h3">
                                Image verification
                            </Typography>
                            {verification.success ? (
                                <Typography variant="body2">{verification.message}</Typography>
                            ) : (
                                <Alert severity="error" sx={{ mt: 1 }} data-testid="image-verification-failed">
                                    <AlertTitle>Image Verification Failed</AlertTitle>
                                    <Typography variant="body2">{verification.message}</Typography>
                                    {verification.missing.length > 0 && (
                                        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }} aria-label="Missing images">
                                            {verification.missing.slice(0, MISSING_SHOWN).map((m, i) => (
                                                <li key={`${m.url}-${m.place.id}-${i}`}>
                                                    {m.place.label}:{' '}
                                                    <Box component="code" sx={{ wordBreak: 'break-all' }}>
                                                        {m.url}
                                                    </Box>
                                                </li>
                                            ))}
                                            {verification.missing.length > MISSING_SHOWN && (
                                                <li>and {verification.missing.length - MISSING_SHOWN} more</li>
                                            )}
                                        </Box>
                                    )}
                                </Alert>
                            )}
                            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                                <Chip label={`Total images: ${verification.stats.totalImages}`} />
                                <Chip
                                    color={verification.stats.missingImages ? 'warning' : 'default'}
                                    label={`Missing: ${verification.stats.missingImages}`}
                                />
                                <Chip
                                    color={verification.stats.recoveredImages ? 'success' : 'default'}
                                    label={`Recovered: ${verification.stats.recoveredImages}`}
                                />
                                <Chip
                                    color={verification.stats.failedRecovery ? 'error' : 'default'}
                                    label={`Failed recovery: ${verification.stats.failedRecovery}`}
                                />
                            </Stack>
                        </Box>
                    )}
                </AccordionDetails>
            </Accordion>
        </Box>
    );
};

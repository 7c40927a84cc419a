import { Alert, AlertTitle, Box, Checkbox, Chip, FormControlLabel, Typography } from '@mui/material';
import { copyRuleOf, formatLongDateTime, type CopyReview } from '@farmsite/domain';
import type { CheckedFinding } from './useCopyCheck';

/** How much of a finding's text shows on each side of it. */
const EXCERPT = 48;

/** The finding in its text, the term marked. */
const Excerpt = ({ finding }: { finding: CheckedFinding }) => {
    const from = Math.max(0, finding.start - EXCERPT);
    const to = Math.min(finding.source.length, finding.end + EXCERPT);
    return (
        <Box component="q" sx={{ fontStyle: 'italic', '&::before, &::after': { content: 'none' } }}>
            {from > 0 && '…'}
            {finding.source.slice(from, finding.start)}
            <Box component="mark" sx={{ bgcolor: 'warning.light', color: 'text.primary', px: 0.25, borderRadius: 0.5 }}>
                {finding.text}
            </Box>
            {finding.source.slice(finding.end, to)}
            {to < finding.source.length && '…'}
        </Box>
    );
};

interface CopyFindingsProps {
    findings: CheckedFinding[];
    review: CopyReview | null | undefined;
    /** The owner may give the review with counsel. */
    canReview: boolean;
    reviewing: boolean;
    onReviewingChange: (reviewing: boolean) => void;
}

/**
 * The copy check's findings in a record's public texts, each in its text with its rule
 * (9 NYCRR 129.3(a)), reviewed with counsel or not; the owner confirms the review here,
 * which the save sends ("reviewedWithCounsel"). Publishing with findings no review
 * covers is refused by the server.
 */
export const CopyFindings = ({ findings, review, canReview, reviewing, onReviewingChange }: CopyFindingsProps) => {
    if (findings.length === 0) return null;
    const open = findings.filter((f) => !f.reviewed).length;
    return (
        <Alert severity={open > 0 ? 'warning' : 'info'} role="region" aria-label="Copy check" sx={{ my: 2 }} data-testid="copy-findings">
            <AlertTitle>
                Copy check: {findings.length} {findings.length === 1 ? 'finding' : 'findings'}
                {open > 0 ? `, ${open} not reviewed with counsel` : ', all reviewed with counsel'}
            </AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {findings.map((f, i) => {
                    const rule = copyRuleOf(f.rule);
                    return (
                        <li key={`${f.field}-${f.start}-${f.rule}-${i}`} data-rule={f.rule}>
                            <Typography variant="body2" component="span">
                                <strong>{f.label}</strong>: <Excerpt finding={f} /> — {rule?.label}{' '}
                                <Typography component="span" variant="caption" color="text.secondary">
                                    ({rule?.citation})
                                </Typography>{' '}
                                <Chip
                                    size="small"
                                    variant="outlined"
                                    color={f.reviewed ? 'success' : 'warning'}
                                    label={f.reviewed ? 'Reviewed with counsel' : 'Needs review'}
                                />
                            </Typography>
                        </li>
                    );
                })}
            </Box>
            {review && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                    Reviewed with counsel by {review.by} on {formatLongDateTime(review.at)}.
                </Typography>
            )}
            {open > 0 &&
                (canReview ? (
                    <FormControlLabel
                        sx={{ mt: 1 }}
                        control={<Checkbox checked={reviewing} onChange={(e) => onReviewingChange(e.target.checked)} />}
                        label="Reviewed with counsel: publish these findings (kept with the record and in the activity log)"
                    />
                ) : (
                    <Typography variant="body2" sx={{ mt: 1 }}>
                        Publishing this needs the owner&apos;s review with counsel; saving it as a draft does not.
                    </Typography>
                ))}
        </Alert>
    );
};

import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CopyMatcher, findCopy, isReviewed, type CopyFinding, type CopyReview } from '@farmsite/domain';
import { useAppDataProvider } from '../common/useAppDataProvider';

export const complianceQueryKey = ['compliance'];

/**
 * The licensee, the warnings and the copy check's terms (every staff member reads them).
 * Read once a minute at most: every editor's copy check reads them, and they change
 * rarely (a save on the Compliance screen puts its answer here at once).
 */
export function useComplianceSettings() {
    const dataProvider = useAppDataProvider();
    return useQuery({ queryKey: complianceQueryKey, queryFn: () => dataProvider.getCompliance(), retry: false, staleTime: 60_000 });
}

/**
 * A public text of a record: its field, how the form names it, its value (a text, a list,
 * a map), and the review that covers it when it is not the record's (a variant's name).
 */
export interface CopyText {
    field: string;
    label: string;
    value: unknown;
    review?: CopyReview | null;
}

/** A finding, and whether the record's review with counsel covers it. */
export type CheckedFinding = CopyFinding & { label: string; reviewed: boolean };

/** The findings of the copy check in texts, as staff type (the server checks again on save). */
export function useCopyFindings(texts: CopyText[], review: CopyReview | null | undefined): CheckedFinding[] {
    const { data } = useComplianceSettings();
    const matcher = useMemo(() => (data ? new CopyMatcher(data.copyTerms) : undefined), [data]);
    if (!matcher) return [];
    return texts.flatMap((t) =>
        findCopy(matcher, t.field, t.value).map((f) => ({
            ...f,
            label: t.label,
            reviewed: isReviewed(f, ('review' in t ? t.review : review)?.findings),
        })),
    );
}

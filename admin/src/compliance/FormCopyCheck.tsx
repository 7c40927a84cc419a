import { useMemo } from 'react';
import { useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { markdownLinks, markdownText, type CopyReview } from '@farmsite/domain';
import { useMe } from '../staff/useMe';
import { CopyFindings } from './CopyFindings';
import { useCopyFindings, type CopyText } from './useCopyCheck';

/** The form value the owner's review with counsel travels in (the server's body field). */
export const REVIEWED_WITH_COUNSEL = 'reviewedWithCounsel';

/** A schema's fields as generated: the copy check reads those marked copy. */
type SchemaFields = Record<string, { label: string; copy?: boolean; markdown?: boolean }>;

/** What the check reads of a field: of Markdown, what a reader reads and the links' addresses (as the server). */
const readable = (value: unknown, markdown: boolean | undefined): unknown =>
    markdown && typeof value === 'string' ? [markdownText(value), ...markdownLinks(value)] : value;

/**
 * The copy check of a react-admin form: the findings in the fields its schema marks as
 * public copy (and in extra texts, such as the variants' names), with the record's review.
 */
export const FormCopyCheck = ({ fields, extra = [] }: { fields: SchemaFields; extra?: CopyText[] }) => {
    const names = useMemo(() => Object.keys(fields).filter((name) => fields[name].copy), [fields]);
    const values: unknown[] = useWatch({ name: names });
    const reviewing: boolean = useWatch({ name: REVIEWED_WITH_COUNSEL }) === true;
    const { setValue } = useFormContext();
    const record = useRecordContext<{ copyReview?: CopyReview | null }>();
    const me = useMe();
    const texts = [
        ...names.map((name, i) => ({ field: name, label: fields[name].label, value: readable(values[i], fields[name].markdown) })),
        ...extra,
    ];
    const findings = useCopyFindings(texts, record?.copyReview);
    return (
        <CopyFindings
            findings={findings}
            review={record?.copyReview}
            canReview={me.owner}
            reviewing={reviewing}
            onReviewingChange={(checked) => setValue(REVIEWED_WITH_COUNSEL, checked, { shouldDirty: true })}
        />
    );
};

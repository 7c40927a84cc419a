import { TextInput, maxLength } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { productFields } from '@farmsite/domain';

/** A search override's length against what search results show (Google: about 60 and 155 characters). */
export function searchLengthHint(length: number, shown: number) {
    const count = `${length} / ${shown} characters`;
    return length > shown ? `${count}: search results may cut it short` : count;
}

/** The search title's and description's declaration: products and posts share it. */
type SearchField = (typeof productFields)['metaTitle' | 'metaDescription'];

/**
 * A product's or post's search title or description: left empty, the page uses its own
 * name or text; the counter tells how much of it search results show.
 */
export const SearchTextInput = ({
    source,
    field,
    empty,
}: {
    source: 'metaTitle' | 'metaDescription';
    field: SearchField;
    empty: string;
}) => {
    const value: string = useWatch({ name: source }) ?? '';
    const length = [...value.trim()].length;
    return (
        <TextInput
            source={source}
            label={field.label}
            validate={maxLength(field.max, `Must be at most ${field.max} characters`)}
            helperText={length === 0 ? empty : searchLengthHint(length, field.shown)}
            multiline={source === 'metaDescription'}
            fullWidth
            parse={(v: string) => v}
        />
    );
};

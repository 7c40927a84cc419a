import { TextInput, maxLength } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { productFields } from '@farmsite/domain';

/** A search override's length against what search results show (Google: about 60 and 155 characters). */
export function searchLengthHint(length: number, shown: number) {
    const count = `${length} / ${shown} characters`;
    return length > shown ? `${count}: search results may cut it short` : count;
}

/**
 * A product's search title or description: left empty, the page uses its name or text;
 * the counter tells how much of it search results show.
 */
export const SearchTextInput = ({ source, empty }: { source: 'metaTitle' | 'metaDescription'; empty: string }) => {
    const field = productFields[source];
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

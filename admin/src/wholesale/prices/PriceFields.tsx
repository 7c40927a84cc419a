import { ArrayInput, BooleanInput, NumberInput, SimpleFormIterator, TextInput, required } from 'react-admin';
import { VariantInput } from '../VariantInput';

/** A price row's fields: its variant, the unit price in dollars, the case, the minimum and the step, the volume breaks. */
export const PriceFields = ({ creating }: { creating?: boolean }) => (
    <>
        {creating && <VariantInput />}
        <TextInput source="unitPrice" label="Unit price (USD)" validate={required()} helperText="The same for every licensed buyer" />
        <NumberInput source="caseSize" label="Case size (units)" min={1} step={1} validate={required()} />
        <NumberInput source="minimumUnits" label="Minimum order (units)" min={1} step={1} helperText="Whole cases; empty: one case" />
        <NumberInput source="incrementUnits" label="Increment (units)" min={1} step={1} helperText="Whole cases; empty: one case" />
        <ArrayInput source="breaks" label="Volume breaks">
            <SimpleFormIterator inline disableReordering>
                <NumberInput source="minUnits" label="From units" min={1} step={1} />
                <TextInput source="unitPrice" label="Unit price (USD)" />
            </SimpleFormIterator>
        </ArrayInput>
        <BooleanInput source="active" label="On the menu" />
    </>
);

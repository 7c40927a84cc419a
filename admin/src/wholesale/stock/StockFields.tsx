import { NumberInput, TextInput, required } from 'react-admin';

/** A stock row's own fields: units on hand, units reserved by accepted orders, the lot's Metrc package tag. */
export const StockFields = () => (
    <>
        <NumberInput source="onHand" label="On hand (units)" min={0} step={1} validate={required()} />
        <NumberInput source="reserved" label="Reserved (units)" min={0} step={1} helperText="Held by accepted orders" />
        <TextInput source="metrcTag" label="Metrc package tag" helperText="Optional: 24 letters and digits" />
    </>
);

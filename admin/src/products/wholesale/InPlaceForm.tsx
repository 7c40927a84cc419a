import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import { Form, SaveButton } from 'react-admin';

/**
 * A row's form opened in place in the Wholesale section: saved through the Edit or
 * Create around it (onSubmit, when given, in its place), or put away with Cancel.
 */
export const InPlaceForm = ({
    saveLabel,
    defaultValues,
    onSubmit,
    onCancel,
    children,
}: {
    saveLabel: string;
    defaultValues?: Record<string, unknown>;
    onSubmit?: (values: Record<string, unknown>) => unknown;
    onCancel: () => void;
    children: ReactNode;
}) => (
    <Form noValidate defaultValues={defaultValues} onSubmit={onSubmit}>
        {children}
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <SaveButton label={saveLabel} />
            <Button type="button" onClick={onCancel}>
                Cancel
            </Button>
        </Stack>
    </Form>
);

import { Chip } from '@mui/material';
import {
    CreateButton,
    Datagrid,
    DeleteWithConfirmButton,
    FunctionField,
    List,
    SearchInput,
    TextField,
    TopToolbar,
    useRecordContext,
} from 'react-admin';
import type { Redirect } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { EmptyState } from '../common/EmptyState';
import { LongDateField } from '../common/LongDate';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search addresses" />];

const RemoveRedirect = () => {
    const record = useRecordContext<Redirect>();
    const toast = useToast();
    if (!record) return null;
    return (
        <DeleteWithConfirmButton
            label="Remove"
            mutationMode="pessimistic"
            redirect={false}
            aria-label={`Remove the redirect from ${record.fromPath}`}
            confirmTitle={`Remove the redirect from ${record.fromPath}?`}
            confirmContent={`${record.fromPath} will answer "404 Page Not Found" again, unless a page takes the address.`}
            mutationOptions={{
                onSuccess: () => toast({ title: 'Redirect removed', description: record.fromPath }),
                onError: (e: unknown) => toast({ title: 'Failed to remove redirect', description: messageOf(e), variant: 'error' }),
            }}
        />
    );
};

const ListActions = () => (
    <TopToolbar>
        <CreateButton label="Add Redirect" />
    </TopToolbar>
);

/**
 * The site's redirects, newest first: each old address answers 301 to its new one, for
 * good. Renaming a product or a post adds one; a page that takes an old address again
 * wins over its redirect.
 */
const RedirectList = () => {
    useDocumentTitle('Redirects');
    return (
        <List
            title="Redirects"
            sort={{ field: 'createdAt', order: 'DESC' }}
            filters={filters}
            actions={<ListActions />}
            perPage={50}
            exporter={false}
            empty={<EmptyState text="No redirects yet. Renaming a product or a post adds one." />}
        >
            <Datagrid rowClick={false} bulkActionButtons={false}>
                <TextField source="fromPath" label="Old address" />
                <TextField source="toPath" label="Leads to" />
                <FunctionField
                    label="Made by"
                    sortBy="automatic"
                    render={(r: Redirect) => <Chip size="small" variant="outlined" label={r.automatic ? 'A rename' : 'Staff'} />}
                />
                <LongDateField source="createdAt" label="Added" />
                <RemoveRedirect />
            </Datagrid>
        </List>
    );
};

export default RedirectList;

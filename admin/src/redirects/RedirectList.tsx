import { Chip } from '@mui/material';
import { CreateButton, Datagrid, FunctionField, List, SearchInput, TextField, TopToolbar, useRecordContext } from 'react-admin';
import type { Redirect } from '../dataProvider';
import { PageHeader } from '../layout/PageHeader';
import { EmptyState } from '../common/EmptyState';
import { LongDate, LongDateField } from '../common/LongDate';
import { PhoneList } from '../common/list/PhoneList';
import { useIsPhone } from '../common/useIsPhone';
import { UndoableDeleteButton } from '../common/UndoableDeleteButton';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search addresses" />];

const RemoveRedirect = () => {
    const record = useRecordContext<Redirect>();
    if (!record) return null;
    return (
        <UndoableDeleteButton
            resource="redirects"
            record={record}
            label="Remove"
            ariaLabel={`Remove the redirect from ${record.fromPath}`}
            confirmTitle={`Remove the redirect from ${record.fromPath}?`}
            confirmText={`${record.fromPath} will answer "404 Page Not Found" again, unless a page takes the address.`}
            restorable={false}
            deleted={{ title: 'Redirect removed', description: record.fromPath }}
            errorTitle="Failed to remove redirect"
        />
    );
};

const MadeBy = ({ redirect }: { redirect: Redirect }) => (
    <Chip size="small" variant="outlined" label={redirect.automatic ? 'A rename' : 'Staff'} />
);

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
    const phone = useIsPhone();
    return (
        <>
            <PageHeader title="Redirects" />
            <List
                title={false}
                sort={{ field: 'createdAt', order: 'DESC' }}
                filters={filters}
                actions={<ListActions />}
                perPage={50}
                exporter={false}
                empty={<EmptyState text="No redirects yet. Renaming a product or a post adds one." />}
            >
                {phone ? (
                    <PhoneList<Redirect>
                        label={(r) => `Redirect from ${r.fromPath}`}
                        primary={(r) => r.fromPath}
                        secondary={(r) => (
                            <>
                                leads to {r.toPath} · <LongDate value={r.createdAt} /> <MadeBy redirect={r} />
                            </>
                        )}
                        actions={<RemoveRedirect />}
                    />
                ) : (
                    <Datagrid rowClick={false} bulkActionButtons={false}>
                        <TextField source="fromPath" label="Old address" />
                        <TextField source="toPath" label="Leads to" />
                        <FunctionField label="Made by" sortBy="automatic" render={(r: Redirect) => <MadeBy redirect={r} />} />
                        <LongDateField source="createdAt" label="Added" />
                        <FunctionField label="Remove" sortable={false} render={() => <RemoveRedirect />} />
                    </Datagrid>
                )}
            </List>
        </>
    );
};

export default RedirectList;

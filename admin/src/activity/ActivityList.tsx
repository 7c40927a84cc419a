import { Datagrid, DateInput, FunctionField, List, ReferenceInput, SearchInput, SelectInput, TextField, TextInput } from 'react-admin';
import { activityActions, actorKinds } from '@farmsite/domain';
import { LongDate, LongDateField } from '../common/LongDate';
import type { ActivityEntry } from '../dataProvider';
import { PageHeader } from '../layout/PageHeader';
import { EmptyState } from '../common/EmptyState';
import { PhoneList } from '../common/list/PhoneList';
import { ExpandableDatagridHeader } from '../common/list/ExpandableDatagridHeader';
import { useIsPhone } from '../common/useIsPhone';
import { actionLabel, actorLabel, changedFieldNames, collectionLabels, recordLabel } from './describe';
import { EntryChanges } from './EntryChanges';

const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search names and addresses" />,
    <ReferenceInput key="actorId" source="actorId" reference="staff" label="Person">
        <SelectInput label="Person" optionText="username" />
    </ReferenceInput>,
    <SelectInput key="actorKind" source="actorKind" label="Kind of actor" choices={actorKinds.map((k) => ({ id: k, name: k }))} />,
    <SelectInput
        key="collection"
        source="collection"
        label="Collection"
        choices={Object.entries(collectionLabels).map(([id, name]) => ({ id, name }))}
    />,
    <TextInput key="record" source="record" label="Record id" />,
    <SelectInput key="action" source="action" label="Action" choices={activityActions.map((a) => ({ id: a, name: actionLabel(a) }))} />,
    <DateInput key="from" source="from" label="From" />,
    <DateInput key="to" source="to" label="To" />,
];

/** The fields an entry changed, in people's words. */
const changedFields = (e: ActivityEntry) => changedFieldNames(e.collection, e.changes ?? {});

/** /admin/activity: every change and staff event, newest first, with its filters. */
const ActivityList = () => {
    const phone = useIsPhone();
    return (
        <>
            <PageHeader title="Activity" subtitle="Every change to the website and every staff sign-in, newest first." />
            <List
                title={false}
                sort={{ field: 'createdAt', order: 'DESC' }}
                filters={filters}
                perPage={50}
                exporter={false}
                empty={<EmptyState text="Nothing recorded yet." />}
            >
                {phone ? (
                    <PhoneList<ActivityEntry>
                        label={(e) => `${actionLabel(e.action)}: ${recordLabel(e)}`}
                        primary={(e) => `${actionLabel(e.action)}: ${recordLabel(e)}`}
                        secondary={(e) => (
                            <>
                                <LongDate value={e.createdAt} showTime /> · {actorLabel(e)}
                            </>
                        )}
                        body={changedFields}
                    />
                ) : (
                    <Datagrid rowClick="expand" expand={<EntryChanges />} bulkActionButtons={false} header={ExpandableDatagridHeader}>
                        <LongDateField source="createdAt" label="When" showTime />
                        <FunctionField label="Who" render={(e: ActivityEntry) => actorLabel(e)} />
                        <TextField source="address" label="From" />
                        <FunctionField label="Action" render={(e: ActivityEntry) => actionLabel(e.action)} />
                        <FunctionField label="Record" render={(e: ActivityEntry) => recordLabel(e)} />
                        <FunctionField label="Fields" render={changedFields} />
                    </Datagrid>
                )}
            </List>
        </>
    );
};

export default ActivityList;

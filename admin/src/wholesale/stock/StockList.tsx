import { CreateButton, Datagrid, EditButton, FunctionField, List, NumberField, TextField, TopToolbar, useRecordContext } from 'react-admin';
import type { LotStock } from '../../dataProvider';
import { PageHeader } from '../../layout/PageHeader';
import { variantFilters } from '../variantFilters';
import { EmptyState } from '../../common/EmptyState';
import { PhoneList } from '../../common/list/PhoneList';
import { useIsPhone } from '../../common/useIsPhone';
import { UndoableDeleteButton } from '../../common/UndoableDeleteButton';
import { RecentlyDeleted } from '../../activity/RecentlyDeleted';

const name = (s: LotStock) => `${s.productName} ${s.variantName}, lot ${s.lot}`;

const RemoveStock = () => {
    const record = useRecordContext<LotStock>();
    if (!record) return null;
    return (
        <UndoableDeleteButton
            resource="lot-stock"
            record={record}
            label="Remove"
            ariaLabel={`Remove the stock of ${name(record)}`}
            confirmTitle={`Remove the stock of ${name(record)}?`}
            confirmText="The lot leaves the buyers' menu."
            restorable
            deleted={{ title: 'Stock removed', description: name(record) }}
            errorTitle="Failed to remove the stock"
        />
    );
};

const ListActions = () => (
    <TopToolbar>
        <CreateButton label="Add Stock" />
    </TopToolbar>
);

/** Units per variant and lot: on hand, reserved by accepted orders, available to buyers. */
export const StockList = () => {
    const phone = useIsPhone();
    return (
        <>
            <PageHeader title="Lot stock" />
            <List
                title={false}
                sort={{ field: 'createdAt', order: 'DESC' }}
                filters={variantFilters}
                actions={<ListActions />}
                perPage={50}
                exporter={false}
                empty={<EmptyState text="No stock yet: add a variant's units from one of its lots." />}
            >
                {phone ? (
                    <PhoneList<LotStock>
                        label={name}
                        primary={name}
                        secondary={(s) => `${s.available} available · ${s.onHand} on hand · ${s.reserved} reserved`}
                        actions={
                            <>
                                <EditButton />
                                <RemoveStock />
                            </>
                        }
                    />
                ) : (
                    <Datagrid rowClick="edit" bulkActionButtons={false}>
                        <FunctionField label="Product" sortable={false} render={(s: LotStock) => `${s.productName} ${s.variantName}`} />
                        <FunctionField label="Lot" sortable={false} render={(s: LotStock) => s.lot} />
                        <NumberField source="onHand" label="On hand" />
                        <NumberField source="reserved" label="Reserved" />
                        <FunctionField label="Available" sortable={false} render={(s: LotStock) => s.available} />
                        <TextField source="metrcTag" label="Metrc tag" emptyText="—" />
                        <FunctionField label="Remove" sortable={false} render={() => <RemoveStock />} />
                    </Datagrid>
                )}
            </List>
            <RecentlyDeleted resource="lot-stock" what="Lot stock" />
        </>
    );
};

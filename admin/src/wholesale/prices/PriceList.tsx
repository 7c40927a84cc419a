import { Chip } from '@mui/material';
import { CreateButton, Datagrid, EditButton, FunctionField, List, NumberField, TopToolbar, useRecordContext } from 'react-admin';
import type { WholesalePrice } from '../../dataProvider';
import { PageHeader } from '../../layout/PageHeader';
import { variantFilters } from '../variantFilters';
import { EmptyState } from '../../common/EmptyState';
import { PhoneList } from '../../common/list/PhoneList';
import { useIsPhone } from '../../common/useIsPhone';
import { UndoableDeleteButton } from '../../common/UndoableDeleteButton';
import { RecentlyDeleted } from '../../activity/RecentlyDeleted';
import { breaksText, centsToDollars } from '../wholesaleForm';

const name = (p: WholesalePrice) => `${p.productName} ${p.variantName}`;

const RemovePrice = () => {
    const record = useRecordContext<WholesalePrice>();
    if (!record) return null;
    return (
        <UndoableDeleteButton
            resource="wholesale-prices"
            record={record}
            label="Remove"
            ariaLabel={`Remove the wholesale price of ${name(record)}`}
            confirmTitle={`Remove ${name(record)} from the price list?`}
            confirmText="It leaves the buyers' menu."
            restorable
            deleted={{ title: 'Wholesale price removed', description: name(record) }}
            errorTitle="Failed to remove the price"
        />
    );
};

const Active = ({ row }: { row: WholesalePrice }) =>
    row.active ? <Chip size="small" color="success" label="On the menu" /> : <Chip size="small" label="Off the menu" />;

const ListActions = () => (
    <TopToolbar>
        <CreateButton label="Add Price" />
    </TopToolbar>
);

/** The one wholesale price list (9 NYCRR 124.2: the same for every licensed buyer), newest first. */
export const PriceList = () => {
    const phone = useIsPhone();
    return (
        <>
            <PageHeader title="Wholesale prices" />
            <List
                title={false}
                sort={{ field: 'createdAt', order: 'DESC' }}
                filters={variantFilters}
                actions={<ListActions />}
                perPage={50}
                exporter={false}
                empty={<EmptyState text="No wholesale prices yet: add one per variant sold wholesale." />}
            >
                {phone ? (
                    <PhoneList<WholesalePrice>
                        label={name}
                        primary={name}
                        secondary={(p) => (
                            <>
                                ${centsToDollars(p.unitPriceCents)} · case {p.caseSize} · min {p.minimumUnits} ·{' '}
                                {breaksText(p.volumeBreaks)} <Active row={p} />
                            </>
                        )}
                        actions={
                            <>
                                <EditButton />
                                <RemovePrice />
                            </>
                        }
                    />
                ) : (
                    <Datagrid rowClick="edit" bulkActionButtons={false}>
                        <FunctionField label="Product" render={(p: WholesalePrice) => p.productName} sortable={false} />
                        <FunctionField label="Variant" render={(p: WholesalePrice) => p.variantName} sortable={false} />
                        <FunctionField
                            label="Unit price"
                            sortBy="unitPriceCents"
                            render={(p: WholesalePrice) => `$${centsToDollars(p.unitPriceCents)}`}
                        />
                        <NumberField source="caseSize" label="Case" />
                        <NumberField source="minimumUnits" label="Minimum" />
                        <NumberField source="incrementUnits" label="Step" />
                        <FunctionField label="Volume breaks" sortable={false} render={(p: WholesalePrice) => breaksText(p.volumeBreaks)} />
                        <FunctionField label="Menu" sortBy="active" render={(p: WholesalePrice) => <Active row={p} />} />
                        <FunctionField label="Remove" sortable={false} render={() => <RemovePrice />} />
                    </Datagrid>
                )}
            </List>
            <RecentlyDeleted resource="wholesale-prices" what="Wholesale price" />
        </>
    );
};

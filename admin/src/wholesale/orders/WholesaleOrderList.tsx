import { Fragment, type SyntheticEvent } from 'react';
import { Tab, Tabs } from '@mui/material';
import { Datagrid, FunctionField, List, SearchInput, ShowButton, TextField, useListContext } from 'react-admin';
import { paymentTermsLabels, type PaymentStatus, type WholesaleOrder, type WholesaleOrderState } from '@farmsite/domain';
import { PageHeader } from '../../layout/PageHeader';
import { EmptyState } from '../../common/EmptyState';
import { LongDate, LongDateField } from '../../common/LongDate';
import { PhoneList } from '../../common/list/PhoneList';
import { useIsPhone } from '../../common/useIsPhone';
import { OrderStateChip } from './OrderStateChip';
import { dollars, orderStateChoices } from './orderStates';
import { MetrcExportButton } from './MetrcExportButton';
import { PaymentStatusChip } from '../invoices/PaymentStatusChip';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search numbers, POs, licences" />];

/** One tab per state, as Posters Galore's orders: the filter "state" is the tab. */
const StateTabs = () => {
    const { filterValues, setFilters, displayedFilters } = useListContext();
    const state = (filterValues.state as WholesaleOrderState | undefined) ?? 'submitted';
    const choose = (_: SyntheticEvent, value: WholesaleOrderState) => setFilters({ ...filterValues, state: value }, displayedFilters);
    return (
        <Tabs value={state} onChange={choose} variant="scrollable" scrollButtons="auto" aria-label="Order states">
            {orderStateChoices.map((s) => (
                <Tab key={s.id} value={s.id} label={s.name} />
            ))}
        </Tabs>
    );
};

const OrderRows = () => {
    const phone = useIsPhone();
    return (
        <Fragment>
            <StateTabs />
            {phone ? (
                <PhoneList<WholesaleOrder>
                    label={(o) => `Order ${o.number}`}
                    primary={(o) => `${o.number} · ${o.accountName}`}
                    secondary={(o) => (
                        <>
                            {dollars(o.totalCents)} · delivery {o.deliveryDay} · placed <LongDate value={o.createdAt} />{' '}
                            <OrderStateChip state={o.state} />
                        </>
                    )}
                    actions={<ShowButton label="Open" />}
                />
            ) : (
                <Datagrid rowClick="show" bulkActionButtons={false}>
                    <TextField source="number" label="Order" />
                    <TextField source="accountName" label="Dispensary" sortable={false} />
                    <TextField source="poNumber" label="PO" emptyText="—" />
                    <TextField source="deliveryDay" label="Delivery" />
                    <FunctionField label="Total" sortBy="totalCents" render={(o: WholesaleOrder) => dollars(o.totalCents)} />
                    <FunctionField label="Terms" sortBy="paymentTerms" render={(o: WholesaleOrder) => paymentTermsLabels[o.paymentTerms]} />
                    <FunctionField label="State" sortable={false} render={(o: WholesaleOrder) => <OrderStateChip state={o.state} />} />
                    <FunctionField
                        label="Payment"
                        sortable={false}
                        render={(o: WholesaleOrder) =>
                            o.paymentStatus ? (
                                <>
                                    <PaymentStatusChip status={o.paymentStatus as PaymentStatus} /> {dollars(o.balanceCents)}
                                </>
                            ) : (
                                '—'
                            )
                        }
                    />
                    <LongDateField source="createdAt" label="Placed" />
                </Datagrid>
            )}
        </Fragment>
    );
};

/** Dispensaries' orders by state, newest first; the submitted ones wait for staff. */
export const WholesaleOrderList = () => (
    <>
        <PageHeader title="Wholesale orders" actions={<MetrcExportButton />} />
        <List
            title={false}
            sort={{ field: 'createdAt', order: 'DESC' }}
            filters={filters}
            filterDefaultValues={{ state: 'submitted' }}
            actions={false}
            perPage={25}
            exporter={false}
            empty={<EmptyState text="No wholesale orders yet. Approved dispensaries order from the live menu." />}
        >
            <OrderRows />
        </List>
    </>
);

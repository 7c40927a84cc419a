import { Datagrid, DeleteWithConfirmButton, FunctionField, List, SearchInput, SelectInput, TextField, useRecordContext } from 'react-admin';
import type { Order } from '../dataProvider';
import { EmailSummaryChip } from '../mail/EmailStatusList';
import { messageOf, useToast } from '../layout/Toast';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { EmptyState } from '../common/EmptyState';
import { OrderDetail, money } from './OrderDetail';
import { deliverySummary } from './OrderDelivery';
import { STATUSES, StatusSelect } from './StatusSelect';
import { LongDateField } from '../common/LongDate';

const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search orders" />,
    <SelectInput key="status" source="status" label="Status" choices={STATUSES} />,
];

const DeleteOrder = () => {
    const record = useRecordContext<Order>();
    const toast = useToast();
    if (!record) return null;
    return (
        <DeleteWithConfirmButton
            mutationMode="pessimistic"
            redirect={false}
            aria-label={`Delete order ${record.number}`}
            confirmTitle={`Delete order ${record.number}?`}
            confirmContent="This cannot be undone."
            onClick={(e) => e.stopPropagation()}
            mutationOptions={{
                onSuccess: () => toast({ title: 'Order deleted', description: `Order ${record.number}` }),
                onError: (e: unknown) => toast({ title: 'Failed to delete order', description: messageOf(e), variant: 'error' }),
            }}
        />
    );
};

/** Swag order requests from the storefront's cart, newest first. */
const OrderList = () => {
    useDocumentTitle('Swag Orders');
    return (
        <List
            title="Swag Orders"
            sort={{ field: 'createdAt', order: 'DESC' }}
            filters={filters}
            perPage={25}
            exporter={false}
            empty={<EmptyState text="No order requests yet." />}
        >
            <Datagrid rowClick="expand" expand={<OrderDetail />} bulkActionButtons={false}>
                <TextField source="number" label="Order" />
                <LongDateField source="createdAt" label="Received" showTime />
                <TextField source="name" label="Name" />
                <FunctionField label="Delivery" render={(r: Order) => deliverySummary(r)} />
                <FunctionField label="Items" render={(r: Order) => r.items.reduce((n, i) => n + i.quantity, 0)} />
                <FunctionField label="Total" render={(r: Order) => money(r.total)} />
                <FunctionField label="Emails" render={(r: Order) => <EmailSummaryChip emails={r.emails} />} />
                <StatusSelect />
                <DeleteOrder />
            </Datagrid>
        </List>
    );
};

export default OrderList;

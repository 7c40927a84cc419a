import { Button } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
    Datagrid,
    DeleteWithConfirmButton,
    FunctionField,
    Link,
    List,
    SearchInput,
    SelectInput,
    TextField,
    useRecordContext,
} from 'react-admin';
import type { Order } from '../dataProvider';
import { EmailSummaryChip } from '../mail/EmailStatusList';
import { messageOf, useToast } from '../layout/Toast';
import { PageHeader } from '../layout/PageHeader';
import { EmptyState } from '../common/EmptyState';
import { PhoneList } from '../common/list/PhoneList';
import { ExpandableDatagridHeader } from '../common/list/ExpandableDatagridHeader';
import { useIsPhone } from '../common/useIsPhone';
import { OrderDetail, money } from './OrderDetail';
import { deliverySummary } from './OrderDelivery';
import { STATUSES, StatusSelect } from './StatusSelect';
import { LongDate, LongDateField } from '../common/LongDate';

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

/** The order's own page: its lines and emails. */
const OpenOrder = () => {
    const record = useRecordContext<Order>();
    if (!record) return null;
    return (
        <Button
            size="small"
            component={Link}
            to={`/orders/${encodeURIComponent(String(record.id))}/show`}
            startIcon={<OpenInNewIcon />}
            aria-label={`Open order ${record.number}`}
        >
            Open
        </Button>
    );
};

const itemCount = (order: Order) => order.items.reduce((n, i) => n + i.quantity, 0);

/** Swag order requests from the storefront's cart, newest first; on a phone, one card each with its actions. */
const OrderList = () => {
    const phone = useIsPhone();
    return (
        <>
            <PageHeader title="Swag Orders" />
            <List
                title={false}
                sort={{ field: 'createdAt', order: 'DESC' }}
                filters={filters}
                perPage={25}
                exporter={false}
                empty={<EmptyState text="No order requests yet." />}
            >
                {phone ? (
                    <PhoneList<Order>
                        label={(o) => `Order ${o.number}`}
                        primary={(o) => `Order ${o.number}: ${o.name}`}
                        secondary={(o) => (
                            <>
                                <LongDate value={o.createdAt} showTime /> · {itemCount(o)} items · {money(o.total)} · {deliverySummary(o)}
                            </>
                        )}
                        actions={
                            <>
                                <StatusSelect />
                                <OpenOrder />
                                <DeleteOrder />
                            </>
                        }
                    />
                ) : (
                    <Datagrid rowClick="expand" expand={<OrderDetail />} bulkActionButtons={false} header={ExpandableDatagridHeader}>
                        <TextField source="number" label="Order" />
                        <LongDateField source="createdAt" label="Received" showTime />
                        <TextField source="name" label="Name" />
                        <FunctionField label="Delivery" render={(r: Order) => deliverySummary(r)} />
                        <FunctionField label="Items" render={itemCount} />
                        <FunctionField label="Total" render={(r: Order) => money(r.total)} />
                        <FunctionField label="Emails" render={(r: Order) => <EmailSummaryChip emails={r.emails} />} />
                        <FunctionField label="Status" render={() => <StatusSelect />} />
                        <FunctionField label="Delete" render={() => <DeleteOrder />} />
                    </Datagrid>
                )}
            </List>
        </>
    );
};

export default OrderList;

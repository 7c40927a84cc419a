import {
    Box,
    Chip,
    MenuItem,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    TextField as MuiTextField,
    Typography,
} from '@mui/material';
import {
    Datagrid,
    DateField,
    DeleteWithConfirmButton,
    FunctionField,
    List,
    SearchInput,
    SelectInput,
    TextField,
    useRecordContext,
    useUpdate,
} from 'react-admin';
import type { Order, OrderStatus } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { EmptyState } from '../common/EmptyState';

const STATUSES: { id: OrderStatus; name: string }[] = [
    { id: 'new', name: 'New' },
    { id: 'processed', name: 'Processed' },
    { id: 'cancelled', name: 'Cancelled' },
];
const statusColor = { new: 'warning', processed: 'success', cancelled: 'default' } as const;

const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search orders" />,
    <SelectInput key="status" source="status" label="Status" choices={STATUSES} />,
];

const money = (value: string | number) => `$${Number(value).toFixed(2)}`;

/** Sets the order's status (PATCH takes only `status`). */
const StatusSelect = () => {
    const record = useRecordContext<Order>();
    const [update, { isPending }] = useUpdate<Order>();
    const toast = useToast();
    if (!record) return null;
    return (
        <MuiTextField
            select
            size="small"
            value={record.status}
            disabled={isPending}
            onClick={(e) => e.stopPropagation()}
            slotProps={{ htmlInput: { 'aria-label': `Status of order ${record.number}` } }}
            onChange={(e) =>
                update(
                    'orders',
                    { id: record.id, data: { status: e.target.value as OrderStatus }, previousData: record },
                    {
                        mutationMode: 'pessimistic',
                        onSuccess: () => toast({ title: 'Order updated', description: `Order ${record.number} is ${e.target.value}.` }),
                        onError: (error) => toast({ title: 'Failed to update order', description: messageOf(error), variant: 'error' }),
                    },
                )
            }
        >
            {STATUSES.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                    <Chip size="small" color={statusColor[s.id]} label={s.name} />
                </MenuItem>
            ))}
        </MuiTextField>
    );
};

const OrderDetail = () => {
    const record = useRecordContext<Order>();
    if (!record) return null;
    return (
        <Box sx={{ p: 2, maxWidth: 800 }}>
            <Typography variant="body2">
                {record.name} · <a href={`mailto:${record.email}`}>{record.email}</a>
                {record.phone ? ` · ${record.phone}` : ''}
            </Typography>
            {record.note && (
                <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
                    Note: {record.note}
                </Typography>
            )}
            <Table size="small" sx={{ mt: 1 }} aria-label={`Items of order ${record.number}`}>
                <TableHead>
                    <TableRow>
                        <TableCell>Item</TableCell>
                        <TableCell align="right">Price</TableCell>
                        <TableCell align="right">Quantity</TableCell>
                        <TableCell align="right">Total</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {record.items.map((item, i) => (
                        <TableRow key={`${item.productId}-${i}`}>
                            <TableCell>{item.name}</TableCell>
                            <TableCell align="right">{money(item.price)}</TableCell>
                            <TableCell align="right">{item.quantity}</TableCell>
                            <TableCell align="right">{money(item.lineTotal)}</TableCell>
                        </TableRow>
                    ))}
                    <TableRow>
                        <TableCell colSpan={3} sx={{ fontWeight: 600 }}>
                            Total
                        </TableCell>
                        <TableCell align="right" sx={{ fontWeight: 600 }}>
                            {money(record.total)}
                        </TableCell>
                    </TableRow>
                </TableBody>
            </Table>
        </Box>
    );
};

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
                <DateField source="createdAt" label="Received" showTime />
                <TextField source="name" label="Name" />
                <FunctionField label="Items" render={(r: Order) => r.items.reduce((n, i) => n + i.quantity, 0)} />
                <FunctionField label="Total" render={(r: Order) => money(r.total)} />
                <StatusSelect />
                <DeleteOrder />
            </Datagrid>
        </List>
    );
};

export default OrderList;

import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Show, useRecordContext } from 'react-admin';
import { formatLongDateTime } from '@farmsite/domain';
import type { Order } from '../dataProvider';
import { PageHeader } from '../layout/PageHeader';
import { OrderDetail } from './OrderDetail';
import { StatusSelect } from './StatusSelect';

const Heading = () => {
    const record = useRecordContext<Order>();
    if (!record) return null;
    return <PageHeader title={`Order ${record.number}`} subtitle={`From ${record.name}, ${formatLongDateTime(record.createdAt)}`} />;
};

/** /admin/orders/{id}/show: one order, where the staff email's link leads. */
const OrderShow = () => (
    <Show component="div" actions={false} title="Swag Orders">
        <Box sx={{ pb: 4 }}>
            <Heading />
            <Card>
                <CardContent>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Typography>Status</Typography>
                        <StatusSelect />
                    </Stack>
                    <OrderDetail />
                </CardContent>
            </Card>
        </Box>
    </Show>
);

export default OrderShow;

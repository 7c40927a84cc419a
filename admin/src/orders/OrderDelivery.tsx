import { Box, Typography } from '@mui/material';
import type { Order } from '../dataProvider';

/** The address lines a label prints: the street lines, then "City, ST 12345" (catalog.ShippingAddressLines). */
export const shippingLines = (order: Order) => [order.street, order.street2, `${order.city}, ${order.state} ${order.zip}`].filter(Boolean);

/** How the order reaches the customer, short, for the list: "Ship to NY 12401", "Pickup", or "" (an order from before the choice). */
export const deliverySummary = (order: Order) =>
    order.fulfillment === 'shipping' ? `Ship to ${order.state} ${order.zip}` : order.fulfillment === 'pickup' ? 'Pickup' : '';

/** Where the order goes: the whole shipping address, or pickup at the farm. */
export const OrderDelivery = ({ order }: { order: Order }) => {
    if (order.fulfillment === 'pickup') {
        return (
            <Typography variant="body2" sx={{ mt: 1 }} data-testid="order-delivery">
                <strong>Delivery:</strong> pickup at the farm
            </Typography>
        );
    }
    if (order.fulfillment !== 'shipping') return null;
    return (
        <Box sx={{ mt: 1 }} data-testid="order-delivery">
            <Typography variant="body2" component="p">
                <strong>Ship to:</strong>
            </Typography>
            <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
                {order.name}
                {shippingLines(order).map((line, i) => (
                    <span key={i}>
                        <br />
                        {line}
                    </span>
                ))}
            </Typography>
        </Box>
    );
};

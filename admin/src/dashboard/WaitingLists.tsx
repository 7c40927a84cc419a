import type { ReactNode } from 'react';
import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatLongDateTime, type WaitingOrder, type WaitingReview } from '@farmsite/domain';
import { AdminLink } from './AdminLink';

const ListCard = ({ title, id, children, empty }: { title: string; id: string; children: ReactNode[]; empty: string }) => (
    <Card component="section" aria-labelledby={id}>
        <CardContent>
            <Typography id={id} variant="h6" component="h2">
                {title}
            </Typography>
            {children.length ? (
                <List dense aria-labelledby={id}>
                    {children}
                </List>
            ) : (
                <Typography variant="body2" color="text.secondary">
                    {empty}
                </Typography>
            )}
        </CardContent>
    </Card>
);

/** The newest orders still to confirm, each leading to its page. */
export const PendingOrders = ({ orders }: { orders: WaitingOrder[] }) => (
    <ListCard title="Orders to confirm" id="pending-orders-heading" empty="No order waits.">
        {orders.map((o) => (
            <ListItem key={o.id} disableGutters>
                <ListItemText
                    primary={
                        <AdminLink to={`/orders/${encodeURIComponent(o.id)}/show`}>
                            Order {o.number}: {o.items} {o.items === 1 ? 'item' : 'items'}, ${o.total}
                        </AdminLink>
                    }
                    secondary={formatLongDateTime(o.createdAt)}
                />
            </ListItem>
        ))}
    </ListCard>
);

/** The newest reviews still to approve: who, on what, how many stars, what they said. */
export const PendingReviews = ({ reviews }: { reviews: WaitingReview[] }) => (
    <ListCard title="Reviews to approve" id="pending-reviews-heading" empty="No review waits.">
        {reviews.map((r) => (
            <ListItem key={r.id} disableGutters>
                <ListItemText
                    primary={
                        <AdminLink to={`/reviews/${encodeURIComponent(r.id)}`}>
                            {r.author} on {r.product || 'a deleted product'}, {r.rating.toFixed(1)} of 5 stars
                        </AdminLink>
                    }
                    secondary={r.comment}
                />
            </ListItem>
        ))}
    </ListCard>
);

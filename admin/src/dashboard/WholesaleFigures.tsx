import { Grid } from '@mui/material';
import type { Dashboard } from '@farmsite/domain';
import wholesaleOrders from '../wholesale/orders';
import { ReceivablesRoute } from '../wholesale/receivables';
import { centsToDollars } from '../wholesale/wholesaleForm';
import { DashboardCard } from './DashboardCard';

const iconSx = { color: 'primary.main' } as const;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The wholesale cards: orders still open (to the orders), and what is overdue (to the receivables). */
export const WholesaleFigures = ({ data }: { data: Dashboard }) => {
    const w = data.wholesale;
    if (!w) return null;
    return (
        <>
            <Grid size={{ xs: 12, sm: 6 }}>
                <DashboardCard
                    to="/wholesale-orders"
                    icon={<wholesaleOrders.icon sx={iconSx} />}
                    title={`Open wholesale orders: ${w.openOrders}`}
                    description="Submitted, accepted, packed, shipped or on hold."
                />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
                <DashboardCard
                    to={ReceivablesRoute.path}
                    icon={<ReceivablesRoute.icon sx={iconSx} />}
                    title={`Overdue: $${centsToDollars(w.overdueCents)}`}
                    description={`${plural(w.overdueInvoices, 'invoice', 'invoices')} past the due date with a balance.`}
                />
            </Grid>
        </>
    );
};

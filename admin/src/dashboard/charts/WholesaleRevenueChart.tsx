import { useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@farmsite/domain';
import { revenueWeeks, shortWeek } from './chartData';

const usd = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/** Wholesale revenue per week, as bars (recharts: loaded with this chunk). */
export default function WholesaleRevenueChart({ data }: { data: Dashboard }) {
    const theme = useTheme();
    const rows = revenueWeeks(data).map((w) => ({ week: shortWeek(w.weekStart), Revenue: w.cents / 100 }));
    return (
        <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="week" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
                <YAxis tickFormatter={usd} tick={{ fontSize: 12 }} />
                <Tooltip formatter={(v) => usd(Number(v))} />
                <Bar dataKey="Revenue" fill={theme.palette.primary.main} isAnimationActive={false} />
            </BarChart>
        </ResponsiveContainer>
    );
}

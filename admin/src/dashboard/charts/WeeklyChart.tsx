import { useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@farmsite/domain';
import { shortWeek } from './chartData';

/** Orders and messages per week, as bars (recharts: loaded with this chunk, after the dashboard's first paint). */
export default function WeeklyChart({ data }: { data: Dashboard }) {
    const theme = useTheme();
    const rows = data.weeks.map((w) => ({ week: shortWeek(w.start), Orders: w.orders, Messages: w.messages }));
    return (
        <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="week" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
                <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
                <Tooltip />
                <Legend />
                <Bar dataKey="Orders" fill={theme.palette.primary.main} isAnimationActive={false} />
                <Bar dataKey="Messages" fill={theme.palette.secondary.main} isAnimationActive={false} />
            </BarChart>
        </ResponsiveContainer>
    );
}

import { useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@farmsite/domain';

/** The products most ordered, as horizontal bars of the quantity ordered. */
export default function TopProductsChart({ data }: { data: Dashboard }) {
    const theme = useTheme();
    const rows = data.topProducts.map((p) => ({ name: p.name, Quantity: p.quantity }));
    return (
        <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} layout="vertical" accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
                <YAxis type="category" dataKey="name" width={120} tick={{ fontSize: 12 }} />
                <Tooltip />
                <Bar dataKey="Quantity" fill={theme.palette.primary.main} isAnimationActive={false} />
            </BarChart>
        </ResponsiveContainer>
    );
}

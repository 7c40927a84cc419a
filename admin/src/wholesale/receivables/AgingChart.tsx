import { useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AgingBucket } from '@farmsite/domain';
import { agingRows } from '../invoices/invoiceMoney';

const usd = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/** The open balances by days late, as bars (recharts, loaded with this chunk). */
export default function AgingChart({ buckets }: { buckets: AgingBucket[] }) {
    const theme = useTheme();
    return (
        <ResponsiveContainer width="100%" height="100%">
            <BarChart data={agingRows(buckets)} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" tick={{ fontSize: 12 }} />
                <YAxis tickFormatter={usd} tick={{ fontSize: 12 }} />
                <Tooltip formatter={(v) => usd(Number(v))} />
                <Bar dataKey="dollars" name="Balance" fill={theme.palette.primary.main} isAnimationActive={false} />
            </BarChart>
        </ResponsiveContainer>
    );
}

import { formatLongDate, type Dashboard, type DashboardRevenueWeek, type DashboardWeek } from '@farmsite/domain';

/** A chart's figures as a table: what screen readers read, and anyone who asks to see it. */
export interface ChartTable {
    caption: string;
    columns: string[];
    rows: (string | number)[][];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Nov 16": a week's Monday on the chart's axis. */
export function shortWeek(start: string): string {
    return formatLongDate(start).replace(/^(\w{3})\w* (\d+),.*$/, '$1 $2');
}

function busiest(weeks: DashboardWeek[], key: 'orders' | 'messages'): DashboardWeek | undefined {
    return weeks.reduce<DashboardWeek | undefined>((top, w) => (w[key] > (top?.[key] ?? 0) ? w : top), undefined);
}

/** The weekly chart in one sentence: the totals, and the busiest weeks. */
export function weeklySummary(weeks: DashboardWeek[]): string {
    const orders = weeks.reduce((n, w) => n + w.orders, 0);
    const messages = weeks.reduce((n, w) => n + w.messages, 0);
    const parts = [
        `Over the last ${plural(weeks.length, 'week', 'weeks')}: ${plural(orders, 'order', 'orders')} and ${plural(messages, 'message', 'messages')}.`,
    ];
    const topOrders = busiest(weeks, 'orders');
    if (topOrders) parts.push(`Most orders in the week of ${formatLongDate(topOrders.start)} (${topOrders.orders}).`);
    const topMessages = busiest(weeks, 'messages');
    if (topMessages) parts.push(`Most messages in the week of ${formatLongDate(topMessages.start)} (${topMessages.messages}).`);
    return parts.join(' ');
}

export function weeklyTable(weeks: DashboardWeek[]): ChartTable {
    return {
        caption: `Orders and messages per week, last ${plural(weeks.length, 'week', 'weeks')}`,
        columns: ['Week of', 'Orders', 'Messages'],
        rows: weeks.map((w) => [formatLongDate(w.start), w.orders, w.messages]),
    };
}

/** The products chart in one sentence. */
export function topProductsSummary(d: Pick<Dashboard, 'topProducts' | 'weeks'>): string {
    const weeks = plural(d.weeks.length, 'week', 'weeks');
    if (!d.topProducts.length) return `No products were ordered over the last ${weeks}.`;
    const listed = d.topProducts.map((p) => `${p.name} (${p.quantity})`).join(', ');
    return `Most ordered over the last ${weeks}, by quantity: ${listed}.`;
}

export function topProductsTable(d: Pick<Dashboard, 'topProducts' | 'weeks'>): ChartTable {
    return {
        caption: `Products most ordered, last ${plural(d.weeks.length, 'week', 'weeks')}`,
        columns: ['Product', 'Quantity ordered', 'Orders'],
        rows: d.topProducts.map((p) => [p.name, p.quantity, p.orders]),
    };
}

const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The weeks of wholesale revenue, whatever an older answer lacks. */
export const revenueWeeks = (d: Pick<Dashboard, 'wholesale'>): DashboardRevenueWeek[] => d.wholesale?.revenueWeeks ?? [];

/** The wholesale revenue chart in one sentence: the total invoiced, and the best week. */
export function wholesaleRevenueSummary(d: Pick<Dashboard, 'wholesale'>): string {
    const weeks = revenueWeeks(d);
    const total = weeks.reduce((n, w) => n + w.cents, 0);
    const top = weeks.reduce<DashboardRevenueWeek | undefined>((t, w) => (w.cents > (t?.cents ?? 0) ? w : t), undefined);
    const parts = [`Invoiced to dispensaries over the last ${plural(weeks.length, 'week', 'weeks')}: ${usd(total)}.`];
    if (top) parts.push(`Most in the week of ${formatLongDate(top.weekStart)} (${usd(top.cents)}).`);
    return parts.join(' ');
}

export function wholesaleRevenueTable(d: Pick<Dashboard, 'wholesale'>): ChartTable {
    const weeks = revenueWeeks(d);
    return {
        caption: `Wholesale revenue per week (invoices issued less credit notes), last ${plural(weeks.length, 'week', 'weeks')}`,
        columns: ['Week of', 'Revenue'],
        rows: weeks.map((w) => [formatLongDate(w.weekStart), usd(w.cents)]),
    };
}

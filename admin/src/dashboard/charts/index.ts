import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Dashboard } from '@farmsite/domain';
import {
    revenueWeeks,
    topProductsSummary,
    topProductsTable,
    weeklySummary,
    weeklyTable,
    wholesaleRevenueSummary,
    wholesaleRevenueTable,
    type ChartTable,
} from './chartData';

/**
 * A chart of the dashboard: its title, its text alternative (one sentence anyone can
 * read), its figures as a table, and the chart itself, loaded lazily so that recharts
 * never holds up the dashboard's first paint. Adding a chart (the wholesale portal's
 * figures) is one more entry here, and its figures in the dashboard's answer.
 */
export interface DashboardChart {
    id: string;
    title: string;
    summary: (data: Dashboard) => string;
    table: (data: Dashboard) => ChartTable;
    /** Whether there is anything to draw (else the summary says so alone). */
    hasData: (data: Dashboard) => boolean;
    Chart: LazyExoticComponent<ComponentType<{ data: Dashboard }>>;
}

export const dashboardCharts: DashboardChart[] = [
    {
        id: 'weekly',
        title: 'Orders and messages per week',
        summary: (d) => weeklySummary(d.weeks),
        table: (d) => weeklyTable(d.weeks),
        hasData: (d) => d.weeks.length > 0,
        Chart: lazy(() => import('./WeeklyChart')),
    },
    {
        id: 'top-products',
        title: 'Products most ordered',
        summary: topProductsSummary,
        table: topProductsTable,
        hasData: (d) => d.topProducts.length > 0,
        Chart: lazy(() => import('./TopProductsChart')),
    },
    {
        id: 'wholesale-revenue',
        title: 'Wholesale revenue per week',
        summary: wholesaleRevenueSummary,
        table: wholesaleRevenueTable,
        hasData: (d) => revenueWeeks(d).some((w) => w.cents !== 0),
        Chart: lazy(() => import('./WholesaleRevenueChart')),
    },
];

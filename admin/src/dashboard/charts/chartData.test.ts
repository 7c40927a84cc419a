import { describe, expect, it } from 'vitest';
import {
    shortWeek,
    topProductsSummary,
    topProductsTable,
    weeklySummary,
    weeklyTable,
    wholesaleRevenueSummary,
    wholesaleRevenueTable,
} from './chartData';

const weeks = [
    { start: '2026-11-09', orders: 0, messages: 2 },
    { start: '2026-11-16', orders: 3, messages: 1 },
    { start: '2026-11-23', orders: 1, messages: 0 },
];

describe("the dashboard's charts in words", () => {
    it('says the weekly totals and the busiest weeks', () => {
        expect(weeklySummary(weeks)).toBe(
            'Over the last 3 weeks: 4 orders and 3 messages. Most orders in the week of November 16, 2026 (3). Most messages in the week of November 9, 2026 (2).',
        );
        expect(weeklySummary([{ start: '2026-11-23', orders: 0, messages: 0 }])).toBe('Over the last 1 week: 0 orders and 0 messages.');
    });
    it('tables the weeks, one row each, dated as the back office dates', () => {
        expect(weeklyTable(weeks)).toEqual({
            caption: 'Orders and messages per week, last 3 weeks',
            columns: ['Week of', 'Orders', 'Messages'],
            rows: [
                ['November 9, 2026', 0, 2],
                ['November 16, 2026', 3, 1],
                ['November 23, 2026', 1, 0],
            ],
        });
        expect(shortWeek('2026-11-09')).toBe('Nov 9');
    });
    it('names the products most ordered, or says none were', () => {
        const d = { weeks, topProducts: [{ productId: 'p1', name: 'Farm Logo Tee', quantity: 5, orders: 2 }] };
        expect(topProductsSummary(d)).toBe('Most ordered over the last 3 weeks, by quantity: Farm Logo Tee (5).');
        expect(topProductsTable(d).rows).toEqual([['Farm Logo Tee', 5, 2]]);
        expect(topProductsSummary({ weeks, topProducts: [] })).toBe('No products were ordered over the last 3 weeks.');
    });
});

describe('the wholesale revenue chart in words', () => {
    const wholesale = {
        revenueWeeks: [
            { weekStart: '2026-11-09', cents: 0 },
            { weekStart: '2026-11-16', cents: 1234567 },
            { weekStart: '2026-11-23', cents: 50000 },
        ],
        openOrders: 2,
        overdueCents: 0,
        overdueInvoices: 0,
    };
    it('says the total and the best week, in dollars', () => {
        expect(wholesaleRevenueSummary({ wholesale })).toBe(
            'Invoiced to dispensaries over the last 3 weeks: $12,845.67. Most in the week of November 16, 2026 ($12,345.67).',
        );
        expect(wholesaleRevenueTable({ wholesale }).rows).toEqual([
            ['November 9, 2026', '$0.00'],
            ['November 16, 2026', '$12,345.67'],
            ['November 23, 2026', '$500.00'],
        ]);
    });
    it('reads an answer without wholesale figures as no weeks', () => {
        expect(wholesaleRevenueSummary({ wholesale: { ...wholesale, revenueWeeks: null as never } })).toBe(
            'Invoiced to dispensaries over the last 0 weeks: $0.00.',
        );
    });
});

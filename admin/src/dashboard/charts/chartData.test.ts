import { describe, expect, it } from 'vitest';
import { shortWeek, topProductsSummary, topProductsTable, weeklySummary, weeklyTable } from './chartData';

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

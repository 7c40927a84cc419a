import { describe, expect, it } from 'vitest';
import { actionLabels, actorLabel, changeLine, changeLines, formatValue, recordLabel } from './describe';
import { activityActions } from '@farmsite/domain';

describe('the log in words', () => {
    it('names every action the server records', () => {
        for (const action of activityActions) expect(actionLabels[action]).toBeTruthy();
    });
    it('names who acted', () => {
        expect(actorLabel({ actorKind: 'staff', actorName: 'sam' })).toBe('sam');
        expect(actorLabel({ actorKind: 'superuser', actorName: 'ops@example.com' })).toBe('ops@example.com (superuser)');
        expect(actorLabel({ actorKind: 'visitor', actorName: '' })).toBe('A visitor');
        expect(actorLabel({ actorKind: 'system', actorName: 'cron: publish scheduled posts' })).toBe('Scheduled publishing');
        expect(actorLabel({ actorKind: 'system', actorName: 'a task of its own' })).toBe('System: a task of its own');
    });
    it('names the record', () => {
        expect(recordLabel({ collection: 'products', label: 'Headhunter', recordId: 'abc' })).toBe('Product Headhunter');
        expect(recordLabel({ collection: 'contact_messages', label: '', recordId: 'abc' })).toBe('Contact message abc');
        expect(recordLabel({ collection: '', label: '', recordId: '' })).toBe('');
    });
    it('writes values and changes', () => {
        expect(formatValue(null)).toBe('—');
        expect(formatValue(['a', 'b'])).toBe('a, b');
        expect(formatValue({ name: 'Eighth', weight: '3.5g', price: 45, inStock: true })).toBe('Eighth · 3.5g · $45.00 · in stock');
        expect(changeLine('products', 'price', { before: 45, after: 46.5 })).toBe('Price: 45 → 46.5');
        expect(changeLine('staff', 'password', { before: null, after: null, hidden: 'secret' })).toBe(
            'Password: changed (a secret, not recorded)',
        );
        expect(changeLines('products', { thc: { before: null, after: 20 }, cbd: { before: 1, after: 2 } })).toEqual([
            'CBD: 1 → 2',
            'THC: — → 20',
        ]);
    });
});

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
        expect(actorLabel({ actorKind: 'system', actorName: 'migration' })).toBe('Upgrade');
        expect(actorLabel({ actorKind: 'system', actorName: 'demo content' })).toBe('Demo content');
        expect(actorLabel({ actorKind: 'system', actorName: 'a new task' })).toBe('System: a new task');
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
        expect(changeLine('products', 'thc', { before: 18, after: 20.5 })).toBe('THC: 18 → 20.5');
        expect(changeLine('staff', 'notes', { before: null, after: null, hidden: 'secret' })).toBe(
            'Notes: changed (a secret, not recorded)',
        );
        expect(
            changeLine('products', 'currentBatch', { before: 'b1', after: 'b2', related: 'batches', names: { b1: 'HVSF-26-HH01' } }),
        ).toBe('Current batch: HVSF-26-HH01 → a deleted batch');
        expect(changeLines('products', { thc: { before: null, after: 20 }, cbd: { before: 1, after: 2 } })).toEqual([
            'CBD: 1 → 2',
            'THC: — → 20',
        ]);
        expect(changeLines('staff', { totpLastStep: { before: 1, after: 2 }, totpWrongCodes: { before: 0, after: 1 } })).toEqual([
            'Two-factor settings changed',
        ]);
    });
});

import { describe, expect, it } from 'vitest';
import { BulkError, eachRecord } from './bulk';

describe('eachRecord', () => {
    it('sends every record, a few at a time', async () => {
        let running = 0;
        let most = 0;
        const ids = Array.from({ length: 10 }, (_, i) => `p${i}`);
        const done = await eachRecord(ids, async () => {
            most = Math.max(most, ++running);
            await new Promise((r) => setTimeout(r, 1));
            running--;
        });
        expect(done).toEqual(ids);
        expect(most).toBe(4);
    });
    it('goes on past a refused record and names each one refused with its message', async () => {
        const error = await eachRecord(['a', 'b', 'c'], async (id) => {
            if (id === 'b') throw new Error('Copy needs review: "cures"');
        }).catch((e) => e);
        expect(error).toBeInstanceOf(BulkError);
        expect((error as BulkError).done.sort()).toEqual(['a', 'c']);
        expect((error as BulkError).failed).toEqual([{ id: 'b', message: 'Copy needs review: "cures"' }]);
    });
});

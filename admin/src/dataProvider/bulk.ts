import type { Identifier } from 'react-admin';

/** A change of many records that went through only in part: which ones changed, and why the others did not. */
export class BulkError extends Error {
    constructor(
        readonly done: Identifier[],
        readonly failed: { id: Identifier; message: string }[],
    ) {
        super(failed.map((f) => f.message).join('; '));
    }
}

/** How many records of a bulk change are sent at once. */
const AT_ONCE = 4;

/**
 * Sends call for each id, a few at a time, each on its own: the server checks each
 * record's rules, and one refused (a product whose copy needs review) stops none of the
 * others. Throws a BulkError naming the refused ones, with the server's messages.
 */
export async function eachRecord(ids: Identifier[], call: (id: Identifier) => Promise<unknown>): Promise<Identifier[]> {
    const done: Identifier[] = [];
    const failed: { id: Identifier; message: string }[] = [];
    let next = 0;
    const worker = async () => {
        while (next < ids.length) {
            const id = ids[next++];
            try {
                await call(id);
                done.push(id);
            } catch (error) {
                failed.push({ id, message: (error as Error)?.message || String(error) });
            }
        }
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, ids.length) }, worker));
    if (failed.length) throw new BulkError(done, failed);
    return ids.filter((id) => done.includes(id));
}

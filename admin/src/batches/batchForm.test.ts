import { describe, expect, it } from 'vitest';
import { batchDefaults, batchPayload } from './batchForm';

describe('batchPayload', () => {
    it('sends the lot in capitals, a blank harvest date and unknown figures as null', () => {
        expect(
            batchPayload({
                ...batchDefaults,
                id: 'b1',
                current: true,
                pageUrl: 'http://x/coa/A',
                productId: 'p1',
                lot: ' hv-26-01 ',
                harvestDate: '',
                testDate: '2026-10-08',
                labName: ' Lab ',
                labLicense: 'L-1',
                coa: '/uploads/a.pdf',
                thc: '27.4',
                cbd: '',
            }),
        ).toEqual({
            productId: 'p1',
            lot: 'HV-26-01',
            harvestDate: null,
            testDate: '2026-10-08',
            labName: 'Lab',
            labLicense: 'L-1',
            coa: '/uploads/a.pdf',
            thc: 27.4,
            cbd: null,
            terps: null,
        });
    });
});

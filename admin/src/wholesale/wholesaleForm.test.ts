import { describe, expect, it } from 'vitest';
import {
    breaksText,
    centsToDollars,
    dollarsToCents,
    priceFormErrors,
    priceRowPayload,
    priceRowText,
    priceRowValues,
    volumeBreaksProblem,
} from './wholesaleForm';

describe('wholesale price forms', () => {
    it('reads dollars as whole cents and refuses what is not a price', () => {
        expect(dollarsToCents('18')).toBe(1800);
        expect(dollarsToCents('$17.05')).toBe(1705);
        expect(dollarsToCents('0.1')).toBe(10);
        expect(dollarsToCents('17.055')).toBeNaN();
        expect(dollarsToCents('cheap')).toBeNaN();
        expect(centsToDollars(1705)).toBe('17.05');
    });

    it('sends the row the server reads and reads a saved one back', () => {
        const payload = priceRowPayload({
            variant: 'v1',
            unitPrice: '18.00',
            caseSize: '12',
            minimumUnits: 24,
            incrementUnits: '',
            breaks: [{ minUnits: '48', unitPrice: '17' }],
        });
        expect(payload).toEqual({
            variant: 'v1',
            unitPriceCents: 1800,
            caseSize: 12,
            minimumUnits: 24,
            incrementUnits: 0,
            active: true,
            volumeBreaks: [{ minUnits: 48, unitPriceCents: 1700 }],
        });
        expect(priceRowValues(payload)).toEqual({ unitPrice: '18.00', breaks: [{ minUnits: 48, unitPrice: '17.00' }] });
        expect(breaksText(payload.volumeBreaks)).toBe('48+ units: $17.00');
        expect(breaksText([])).toBe('None');
    });

    it('finds the breaks the server refuses', () => {
        expect(volumeBreaksProblem(1800, 24, [{ minUnits: 48, unitPriceCents: 1700 }])).toBeUndefined();
        expect(volumeBreaksProblem(1800, 24, [{ minUnits: 24, unitPriceCents: 1700 }])).toMatch(/ascending/);
        expect(
            volumeBreaksProblem(1800, 24, [
                { minUnits: 48, unitPriceCents: 1600 },
                { minUnits: 96, unitPriceCents: 1700 },
            ]),
        ).toMatch(/cheaper/);
        expect(volumeBreaksProblem(1800, 24, [{ minUnits: 48, unitPriceCents: NaN }])).toMatch(/whole units/);
    });

    it("puts the server's messages on the fields staff typed them in", () => {
        expect(
            priceFormErrors({
                unitPriceCents: 'Unit price must be a whole number of cents',
                volumeBreaks: 'Volume breaks must be in ascending order',
                minimumUnits: 'Minimum order must be a whole number of cases',
            }),
        ).toEqual({
            unitPrice: 'Unit price must be a whole number of cents',
            breaks: 'Volume breaks must be in ascending order',
            minimumUnits: 'Minimum order must be a whole number of cases',
        });
        expect(priceFormErrors(undefined)).toBeUndefined();
    });

    it('writes a price row in one line', () => {
        expect(priceRowText({ unitPriceCents: 1750, caseSize: 6, minimumUnits: 12, incrementUnits: 6 })).toBe(
            '$17.50 a unit · case of 6 · minimum 12 · in steps of 6',
        );
    });
});

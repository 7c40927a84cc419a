import { describe, expect, it } from 'vitest';
import { settingsPatch, settingsValues } from './settingsForm';

const saved = {
    deliveryDays: ['tuesday', 'thursday'],
    paymentTermDays: 30,
    reminderDaysBefore: 5,
    delinquentAfterDays: 30,
    exciseRates: { Flower: 0.5, Edibles: 3 },
    exciseSource: 'N.Y. Tax Law §493(a)',
    licenceWarningDays: [60, 14],
    rejectedApplicationRetentionDays: 90,
};

describe('the wholesale settings form', () => {
    it('shows the saved settings as typed text', () => {
        const v = settingsValues(saved);
        expect(v.licenceWarningDays).toBe('60, 14');
        expect(v.exciseRates).toEqual({ Flower: '0.5', Edibles: '3' });
        expect(v.paymentTermDays).toBe('30');
    });
    it('sends only what changed, as the server takes it', () => {
        const before = settingsValues(saved);
        expect(settingsPatch(before, before)).toEqual({});
        const changed = {
            ...before,
            deliveryDays: ['friday', 'monday'],
            paymentTermDays: ' 45 ',
            exciseRates: { ...before.exciseRates, Edibles: '2.75' },
            licenceWarningDays: '90,30 14',
        };
        expect(settingsPatch(changed, before)).toEqual({
            deliveryDays: ['monday', 'friday'],
            paymentTermDays: 45,
            exciseRates: { Flower: 0.5, Edibles: 2.75 },
            licenceWarningDays: [90, 30, 14],
        });
    });
    it('sends what is not a number as typed, for the server to name', () => {
        const before = settingsValues(saved);
        expect(settingsPatch({ ...before, reminderDaysBefore: 'five' }, before)).toEqual({ reminderDaysBefore: 'five' });
    });
});

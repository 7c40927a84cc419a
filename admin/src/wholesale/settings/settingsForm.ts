import type { WholesaleSettings } from '@farmsite/domain';

/** The weekdays a delivery may fall on, as the server names them, with their labels. */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((id) => ({
    id,
    name: id[0].toUpperCase() + id.slice(1),
}));

/** The settings as the form edits them: numbers and rates as typed. */
export interface SettingsValues {
    deliveryDays: string[];
    paymentTermDays: string;
    reminderDaysBefore: string;
    delinquentAfterDays: string;
    exciseRates: Record<string, string>;
    exciseSource: string;
    licenceWarningDays: string;
    rejectedApplicationRetentionDays: string;
}

export const settingsValues = (s: WholesaleSettings): SettingsValues => ({
    deliveryDays: s.deliveryDays ?? [],
    paymentTermDays: String(s.paymentTermDays),
    reminderDaysBefore: String(s.reminderDaysBefore),
    delinquentAfterDays: String(s.delinquentAfterDays),
    exciseRates: Object.fromEntries(Object.entries(s.exciseRates ?? {}).map(([k, v]) => [k, String(v)])),
    exciseSource: s.exciseSource,
    licenceWarningDays: (s.licenceWarningDays ?? []).join(', '),
    rejectedApplicationRetentionDays: String(s.rejectedApplicationRetentionDays),
});

/** A number as typed: the number, or the text itself so that the server names what is wrong with it. */
const numberOf = (text: string): number | string => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text.trim());

/** The settings as the server takes them: numbers as numbers, "60, 14" as [60, 14], weekdays in the week's order. */
function settingsBody(v: SettingsValues): Record<string, unknown> {
    return {
        deliveryDays: weekdays.map((d) => d.id).filter((d) => v.deliveryDays.includes(d)),
        paymentTermDays: numberOf(v.paymentTermDays),
        reminderDaysBefore: numberOf(v.reminderDaysBefore),
        delinquentAfterDays: numberOf(v.delinquentAfterDays),
        exciseRates: Object.fromEntries(Object.entries(v.exciseRates).map(([k, r]) => [k, numberOf(r)])),
        exciseSource: v.exciseSource.trim(),
        licenceWarningDays: v.licenceWarningDays
            .split(/[,\s]+/)
            .filter(Boolean)
            .map(numberOf),
        rejectedApplicationRetentionDays: numberOf(v.rejectedApplicationRetentionDays),
    };
}

/** The PATCH body: only the settings that changed. */
export function settingsPatch(v: SettingsValues, before: SettingsValues): Record<string, unknown> {
    const now = settingsBody(v);
    const then = settingsBody(before);
    return Object.fromEntries(Object.entries(now).filter(([k, value]) => JSON.stringify(value) !== JSON.stringify(then[k])));
}

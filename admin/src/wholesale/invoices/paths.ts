import { adminPaths } from '@farmsite/domain';

/** The Metrc CSV of orders shipped from one day to another (New York days, both included). */
export const metrcExportUrl = (from: string, to: string) =>
    `${adminPaths.adminMetrcExportCsv}?${new URLSearchParams({ from, to }).toString()}`;

/** The accounts-receivable aging, as of today in New York unless a day is given. */
export const receivablesUrl = (asOf?: string) => `${adminPaths.adminReceivables}${asOf ? `?${new URLSearchParams({ asOf })}` : ''}`;

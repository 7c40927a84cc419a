import { lazy } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';

/** Accounts receivable: the aging, each account's balance, the overdue invoices for OCM's report. */
export const ReceivablesRoute = {
    path: '/receivables',
    label: 'Receivables',
    icon: AccountBalanceIcon,
    Page: lazy(() => import('./ReceivablesPage').then((m) => ({ default: m.ReceivablesPage }))),
};

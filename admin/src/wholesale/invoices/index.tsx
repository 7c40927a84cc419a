import { lazy } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { Invoice } from '@farmsite/domain';

/** Invoices issued at shipping: their PDFs, what is paid and credited, what is left. */
export default {
    list: lazy(() => import('./InvoiceList').then((m) => ({ default: m.InvoiceList }))),
    show: lazy(() => import('./InvoiceShow').then((m) => ({ default: m.InvoiceShow }))),
    icon: ReceiptLongIcon,
    recordRepresentation: (i: Invoice) => `Invoice ${i.number}`,
    options: { label: 'Invoices' },
};

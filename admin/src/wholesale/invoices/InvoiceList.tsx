import {
    AutocompleteInput,
    Datagrid,
    FunctionField,
    List,
    NullableBooleanInput,
    ReferenceInput,
    SearchInput,
    SelectInput,
    ShowButton,
    TextField,
} from 'react-admin';
import type { Invoice } from '@farmsite/domain';
import { PageHeader } from '../../layout/PageHeader';
import { EmptyState } from '../../common/EmptyState';
import { LongDate, LongDateField } from '../../common/LongDate';
import { PhoneList } from '../../common/list/PhoneList';
import { useIsPhone } from '../../common/useIsPhone';
import { dollars } from '../orders/orderStates';
import { PaymentStatusChip } from './PaymentStatusChip';
import { dueText, paymentStatusChoices } from './invoiceMoney';

/** The invoice's account, by name: the invoice itself carries the buyer's snapshot. */
const buyerName = (i: Invoice) => i.buyer?.legalName ?? '';

const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search invoice numbers" />,
    <ReferenceInput key="account" source="account" reference="buyer-accounts" alwaysOn>
        <AutocompleteInput label="Dispensary" optionText="legalName" filterToQuery={(q: string) => ({ q })} />
    </ReferenceInput>,
    <SelectInput key="paymentStatus" source="paymentStatus" label="Payment" choices={paymentStatusChoices} alwaysOn />,
    <NullableBooleanInput key="overdue" source="overdue" label="Overdue" trueLabel="Overdue" falseLabel="Not overdue" alwaysOn />,
];

/** Invoices issued at shipping, newest first, with what is left to pay on each. */
export const InvoiceList = () => {
    const phone = useIsPhone();
    return (
        <>
            <PageHeader title="Invoices" />
            <List
                title={false}
                sort={{ field: 'issuedAt', order: 'DESC' }}
                filters={filters}
                actions={false}
                perPage={25}
                exporter={false}
                empty={<EmptyState text="No invoices yet. Shipping a wholesale order issues its invoice." />}
            >
                {phone ? (
                    <PhoneList<Invoice>
                        label={(i) => `Invoice ${i.number}`}
                        primary={(i) => `${i.number} · ${buyerName(i)}`}
                        secondary={(i) => (
                            <>
                                {dollars(i.totalCents)}, balance {dollars(i.balanceCents)} · issued <LongDate value={i.issuedAt} /> · due{' '}
                                {dueText(i)} <PaymentStatusChip status={i.paymentStatus} daysLate={i.daysLate} />
                            </>
                        )}
                        actions={<ShowButton label="Open" />}
                    />
                ) : (
                    <Datagrid rowClick="show" bulkActionButtons={false}>
                        <TextField source="number" label="Invoice" />
                        <FunctionField label="Dispensary" sortable={false} render={buyerName} />
                        <TextField source="orderNumber" label="Order" sortable={false} />
                        <LongDateField source="issuedAt" label="Issued" />
                        <FunctionField label="Due" sortBy="dueOn" render={(i: Invoice) => dueText(i)} />
                        <FunctionField label="Total" sortBy="totalCents" render={(i: Invoice) => dollars(i.totalCents)} />
                        <FunctionField label="Balance" sortable={false} render={(i: Invoice) => dollars(i.balanceCents)} />
                        <FunctionField
                            label="Payment"
                            sortable={false}
                            render={(i: Invoice) => <PaymentStatusChip status={i.paymentStatus} daysLate={i.daysLate} />}
                        />
                    </Datagrid>
                )}
            </List>
        </>
    );
};

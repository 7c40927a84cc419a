import { Button, Chip } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Datagrid, FunctionField, Link, List, SearchInput, SelectInput, ShowButton, TextField, useBasename } from 'react-admin';
import { PageHeader } from '../../layout/PageHeader';
import { EmptyState } from '../../common/EmptyState';
import { LongDate, LongDateField } from '../../common/LongDate';
import { PhoneList } from '../../common/list/PhoneList';
import { useIsPhone } from '../../common/useIsPhone';
import { accountStatuses, type BuyerAccount, licenceStatuses } from '../types';

const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search names, licences, emails" />,
    <SelectInput key="status" source="status" label="Status" choices={accountStatuses} alwaysOn />,
    <SelectInput key="licenceStatus" source="licenceStatus" label="Licence" choices={licenceStatuses} alwaysOn />,
];

export const StatusChip = ({ status }: { status: BuyerAccount['status'] }) => (
    <Chip
        size="small"
        color={status === 'approved' ? 'success' : status === 'applied' ? 'warning' : 'default'}
        label={accountStatuses.find((s) => s.id === status)?.name ?? status}
    />
);

export const LicenceChip = ({ status }: { status: BuyerAccount['licenceStatus'] }) => (
    <Chip
        size="small"
        variant="outlined"
        color={status === 'active' ? 'success' : status === 'unverified' ? 'default' : 'error'}
        label={`Licence ${licenceStatuses.find((s) => s.id === status)?.name.toLowerCase() ?? status}`}
    />
);

/** Dispensaries' accounts, newest application first: the queue is the status filter "Applied". */
export const AccountList = () => {
    const phone = useIsPhone();
    const basename = useBasename();
    return (
        <>
            <PageHeader
                title="Buyer accounts"
                actions={
                    <Button component={Link} to={`${basename}/licence-import`} variant="outlined" startIcon={<UploadFileIcon />}>
                        Import licence list
                    </Button>
                }
            />
            <List
                title={false}
                sort={{ field: 'createdAt', order: 'DESC' }}
                filters={filters}
                actions={false}
                perPage={25}
                exporter={false}
                empty={<EmptyState text="No applications yet. Dispensaries apply at /wholesale/apply." />}
            >
                {phone ? (
                    <PhoneList<BuyerAccount>
                        label={(a) => a.legalName}
                        primary={(a) => a.legalName}
                        secondary={(a) => (
                            <>
                                {a.licenceNumber} · applied <LongDate value={a.createdAt} /> <StatusChip status={a.status} />{' '}
                                <LicenceChip status={a.licenceStatus} />
                            </>
                        )}
                        actions={<ShowButton label="Open" />}
                    />
                ) : (
                    <Datagrid rowClick="show" bulkActionButtons={false}>
                        <TextField source="legalName" label="Legal name" />
                        <TextField source="dba" label="DBA" emptyText="—" />
                        <TextField source="licenceNumber" label="Licence" />
                        <FunctionField label="Status" sortBy="status" render={(a: BuyerAccount) => <StatusChip status={a.status} />} />
                        <FunctionField
                            label="Licence check"
                            sortBy="licenceStatus"
                            render={(a: BuyerAccount) => <LicenceChip status={a.licenceStatus} />}
                        />
                        <LongDateField source="createdAt" label="Applied" />
                    </Datagrid>
                )}
            </List>
        </>
    );
};

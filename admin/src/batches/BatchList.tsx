import { adminPaths } from '@farmsite/domain';
import { Button, Chip, Stack } from '@mui/material';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import StarIcon from '@mui/icons-material/Star';
import {
    AutocompleteInput,
    CreateButton,
    Datagrid,
    DeleteWithConfirmButton,
    EditButton,
    FunctionField,
    List,
    ReferenceField,
    ReferenceInput,
    SearchInput,
    TextField,
    TopToolbar,
    useRecordContext,
    useRefresh,
    useUpdate,
} from 'react-admin';
import type { Batch } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { PageHeader } from '../layout/PageHeader';
import { EmptyState } from '../common/EmptyState';
import { LongDate, LongDateField } from '../common/LongDate';
import { RecentlyDeleted } from '../activity/RecentlyDeleted';
import { PhoneList } from '../common/list/PhoneList';
import { useIsPhone } from '../common/useIsPhone';

const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search lots and labs" />,
    <ReferenceInput key="productId" source="productId" reference="products" alwaysOn>
        <AutocompleteInput label="Product" optionText="name" sx={{ minWidth: 240 }} />
    </ReferenceInput>,
];

/** Makes the batch its product's current one: its figures and certificate show on the product's page. */
const MakeCurrent = () => {
    const record = useRecordContext<Batch>();
    const [update, { isPending }] = useUpdate();
    const refresh = useRefresh();
    const toast = useToast();
    if (!record) return null;
    if (record.current) return <Chip size="small" color="success" icon={<StarIcon />} label="Current" />;
    return (
        <Button
            size="small"
            disabled={isPending}
            aria-label={`Make lot ${record.lot} current`}
            onClick={(e) => {
                e.stopPropagation();
                update(
                    'products',
                    { id: record.productId, data: { currentBatch: record.id }, previousData: {} },
                    {
                        mutationMode: 'pessimistic',
                        onSuccess: () => {
                            toast({ title: 'Current batch set', description: `Lot ${record.lot} now shows on its product's page.` });
                            refresh();
                        },
                        onError: (error) =>
                            toast({ title: 'Failed to set the current batch', description: messageOf(error), variant: 'error' }),
                    },
                );
            }}
        >
            Make current
        </Button>
    );
};

/** Downloads of the QR code of the lot's page, to print on labels. */
const QRDownloads = () => {
    const record = useRecordContext<Batch>();
    if (!record) return null;
    const qrCodes = { png: adminPaths.adminLotQrCodePng(record.id), svg: adminPaths.adminLotQrCodeSvg(record.id) };
    return (
        <Stack direction="row" spacing={0.5}>
            {(['png', 'svg'] as const).map((format) => (
                <Button
                    key={format}
                    size="small"
                    href={qrCodes[format]}
                    download
                    startIcon={<QrCodeIcon />}
                    aria-label={`Download the QR code of lot ${record.lot} (${format.toUpperCase()})`}
                    onClick={(e) => e.stopPropagation()}
                >
                    {format.toUpperCase()}
                </Button>
            ))}
        </Stack>
    );
};

const DeleteBatch = () => {
    const record = useRecordContext<Batch>();
    const toast = useToast();
    if (!record) return null;
    return (
        <DeleteWithConfirmButton
            mutationMode="pessimistic"
            redirect={false}
            aria-label={`Delete lot ${record.lot}`}
            confirmTitle={`Delete lot ${record.lot}?`}
            confirmContent="Its lot page (/coa/…) stops working: labels already printed point at it."
            onClick={(e) => e.stopPropagation()}
            mutationOptions={{
                onSuccess: () => toast({ title: 'Batch deleted', description: `Lot ${record.lot}` }),
                onError: (e: unknown) => toast({ title: 'Failed to delete batch', description: messageOf(e), variant: 'error' }),
            }}
        />
    );
};

const ListActions = () => (
    <TopToolbar>
        <CreateButton label="Add Batch" />
    </TopToolbar>
);

/**
 * Every batch, newest test first: its product, lot (a link to its public page), lab and
 * whether it is its product's current batch, with the QR code of its page to download.
 */
const LotLink = ({ batch }: { batch: Batch }) => (
    <a href={batch.pageUrl} target="_blank" rel="noopener">
        {batch.lot}
    </a>
);

const BatchList = () => {
    const phone = useIsPhone();
    return (
        <>
            <PageHeader title="Batches" />
            <List
                title={false}
                sort={{ field: 'testDate', order: 'DESC' }}
                filters={filters}
                actions={<ListActions />}
                perPage={25}
                exporter={false}
                empty={<EmptyState text="No batches yet." />}
            >
                {phone ? (
                    <PhoneList<Batch>
                        label={(b) => `Lot ${b.lot}`}
                        primary={(b) => (
                            <>
                                Lot <LotLink batch={b} />
                            </>
                        )}
                        secondary={(b) => (
                            <>
                                <ReferenceField record={b} source="productId" reference="products" link={false} /> · tested{' '}
                                <LongDate value={b.testDate} /> · {b.labName}
                            </>
                        )}
                        actions={
                            <>
                                <MakeCurrent />
                                <QRDownloads />
                                <EditButton />
                                <DeleteBatch />
                            </>
                        }
                    />
                ) : (
                    <Datagrid rowClick={false} bulkActionButtons={false}>
                        <ReferenceField source="productId" reference="products" label="Product" link={false} sortable={false} />
                        <FunctionField label="Lot" sortBy="lot" render={(b: Batch) => <LotLink batch={b} />} />
                        <LongDateField source="testDate" label="Tested" />
                        <TextField source="labName" label="Lab" />
                        <FunctionField label="Current" sortable={false} render={() => <MakeCurrent />} />
                        <FunctionField label="QR code" sortable={false} render={() => <QRDownloads />} />
                        <FunctionField label="Edit" sortable={false} render={() => <EditButton />} />
                        <FunctionField label="Delete" sortable={false} render={() => <DeleteBatch />} />
                    </Datagrid>
                )}
            </List>
            <RecentlyDeleted resource="batches" what="Batch" />
        </>
    );
};

export default BatchList;

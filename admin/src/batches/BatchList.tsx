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
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { EmptyState } from '../common/EmptyState';
import { LongDateField } from '../common/LongDate';
import { RecentlyDeleted } from '../activity/RecentlyDeleted';

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
const BatchList = () => {
    useDocumentTitle('Batches');
    return (
        <>
            <List
                title="Batches"
                sort={{ field: 'testDate', order: 'DESC' }}
                filters={filters}
                actions={<ListActions />}
                perPage={25}
                exporter={false}
                empty={<EmptyState text="No batches yet." />}
            >
                <Datagrid rowClick={false} bulkActionButtons={false}>
                    <ReferenceField source="productId" reference="products" label="Product" link={false} sortable={false} />
                    <FunctionField
                        label="Lot"
                        sortBy="lot"
                        render={(b: Batch) => (
                            <a href={b.pageUrl} target="_blank" rel="noopener">
                                {b.lot}
                            </a>
                        )}
                    />
                    <LongDateField source="testDate" label="Tested" />
                    <TextField source="labName" label="Lab" />
                    <MakeCurrent />
                    <QRDownloads />
                    <EditButton />
                    <DeleteBatch />
                </Datagrid>
            </List>
            <RecentlyDeleted resource="batches" what="Batch" />
        </>
    );
};

export default BatchList;

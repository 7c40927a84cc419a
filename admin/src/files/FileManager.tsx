import { useEffect, useMemo, useState } from 'react';
import {
    Alert,
    Box,
    Button,
    CircularProgress,
    FormControlLabel,
    Grid,
    Stack,
    Switch,
    ToggleButton,
    ToggleButtonGroup,
    Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Confirm, useDeleteMany, useGetList } from 'react-admin';
import { BulkError, type ManagedFile } from '../dataProvider';
import { PageHeader } from '../layout/PageHeader';
import { SearchField } from '../common/SearchField';
import { messageOf, useToast } from '../layout/Toast';
import { FileCard } from './FileCard';
import { filterFiles, usageFilter, type UsageChoice } from './fileFilter';
import { FilePlaces, placeCount } from './FilePlaces';
import { messages } from '@farmsite/domain';

const MAX_FILES = 1000;

/** /admin/files: every stored upload, where it is used, searchable, selectable and deletable. */
const FileManager = () => {
    const toast = useToast();
    const [usage, setUsage] = useState<UsageChoice>('all');
    // The newest MAX_FILES: the server's largest page; the count says when there are more.
    // The server filters by use: it knows every place that shows a file.
    const { data, total, isPending, error, refetch, isFetching } = useGetList<ManagedFile>(
        'files',
        { pagination: { page: 1, perPage: MAX_FILES }, sort: { field: 'createdAt', order: 'DESC' }, filter: usageFilter(usage) },
        { staleTime: 0 },
    );
    const [search, setSearch] = useState('');
    const [imagesOnly, setImagesOnly] = useState(true);
    const [includeVideos, setIncludeVideos] = useState(false);
    const [selected, setSelected] = useState<Set<string>>(new Set());
    const [confirming, setConfirming] = useState(false);
    const [deleteMany, { isPending: deleting }] = useDeleteMany();

    useEffect(() => {
        if (error) toast({ title: 'Failed to fetch files', description: messageOf(error), variant: 'error' });
    }, [error, toast]);

    const all = useMemo(() => data ?? [], [data]);
    const visible = useMemo(() => filterFiles(all, { search, imagesOnly, includeVideos }), [all, search, imagesOnly, includeVideos]);

    const toggle = (id: string) =>
        setSelected((current) => {
            const next = new Set(current);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            return next;
        });
    const unselect = (ids: readonly unknown[]) =>
        setSelected((current) => {
            const next = new Set(current);
            ids.forEach((id) => next.delete(String(id)));
            return next;
        });

    const askBulkDelete = () => {
        if (!selected.size) {
            toast({ title: messages.noFilesSelected, variant: 'error' });
            return;
        }
        // Where the selected files are used, as the server sees it now.
        refetch();
        setConfirming(true);
    };
    const selectedInUse = all.filter((f) => selected.has(f.id) && f.usedBy.length > 0);

    const bulkDelete = () => {
        const ids = [...selected];
        deleteMany(
            'files',
            { ids, meta: { removeReferences: selectedInUse.length > 0 } },
            {
                mutationMode: 'pessimistic',
                onSuccess: (deleted) => {
                    setConfirming(false);
                    setSelected(new Set());
                    const count = deleted?.length ?? ids.length;
                    toast({ title: 'Files deleted', description: `${count} file${count === 1 ? '' : 's'} deleted.` });
                },
                onError: (e: unknown) => {
                    setConfirming(false);
                    if (e instanceof BulkError) unselect(e.done);
                    toast({ title: 'Error deleting files', description: messageOf(e), variant: 'error' });
                    refetch();
                },
            },
        );
    };

    return (
        <Box sx={{ pb: 4 }}>
            <PageHeader
                title="File Manager"
                subtitle="Every image and video uploaded to the site."
                back
                actions={
                    <Button startIcon={isFetching ? <CircularProgress size={16} aria-hidden /> : <RefreshIcon />} onClick={() => refetch()}>
                        Refresh
                    </Button>
                }
            />
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }} useFlexGap>
                <SearchField label="Search files" value={search} onChange={setSearch} debounceMs={0} />
                <FormControlLabel
                    control={
                        <Switch
                            checked={imagesOnly}
                            onChange={(e) => {
                                setImagesOnly(e.target.checked);
                                if (e.target.checked) setIncludeVideos(false);
                            }}
                        />
                    }
                    label="Images only"
                />
                <ToggleButtonGroup
                    size="small"
                    exclusive
                    value={usage}
                    onChange={(_, value: UsageChoice | null) => value && setUsage(value)}
                    aria-label="Filter by use"
                >
                    <ToggleButton value="all">All</ToggleButton>
                    <ToggleButton value="used">In use</ToggleButton>
                    <ToggleButton value="unused">Unused</ToggleButton>
                </ToggleButtonGroup>
                <FormControlLabel
                    control={
                        <Switch
                            checked={includeVideos}
                            onChange={(e) => {
                                setIncludeVideos(e.target.checked);
                                if (e.target.checked) setImagesOnly(false);
                            }}
                        />
                    }
                    label="Include videos"
                />
            </Stack>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
                <Button variant="outlined" onClick={() => setSelected(new Set(visible.map((f) => f.id)))} disabled={!visible.length}>
                    Select All
                </Button>
                <Button variant="outlined" onClick={() => setSelected(new Set())} disabled={!selected.size}>
                    Deselect All
                </Button>
                <Button variant="contained" color="error" startIcon={<DeleteIcon />} onClick={askBulkDelete} disabled={deleting}>
                    Delete Selected ({selected.size})
                </Button>
                <Typography color="text.secondary" role="status" sx={{ ml: { sm: 'auto' } }}>
                    Showing {visible.length} of {total ?? all.length} files
                    {total !== undefined && total > all.length && ` (the newest ${all.length} are listed)`}
                </Typography>
            </Stack>
            {isPending ? (
                <CircularProgress aria-label="Loading files" />
            ) : error ? (
                <Alert severity="error">Failed to fetch files</Alert>
            ) : !visible.length ? (
                <Box sx={{ py: 6, textAlign: 'center' }}>
                    <Typography variant="h6" component="p">
                        No files found
                    </Typography>
                    {search.trim() && <Typography color="text.secondary">{`matching "${search.trim()}"`}</Typography>}
                </Box>
            ) : (
                <Grid container spacing={2} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
                    {visible.map((file) => (
                        <Grid component="li" key={file.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                            <FileCard file={file} selected={selected.has(file.id)} onToggle={toggle} onDeleted={(id) => unselect([id])} />
                        </Grid>
                    ))}
                </Grid>
            )}
            <Confirm
                isOpen={confirming}
                loading={deleting}
                title={`Delete ${selected.size} file${selected.size === 1 ? '' : 's'}?`}
                content={
                    selectedInUse.length ? (
                        <>
                            <Typography gutterBottom>
                                {selectedInUse.length === 1 ? '1 of them is' : `${selectedInUse.length} of them are`} in use:
                            </Typography>
                            <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="Selected files in use">
                                {selectedInUse.map((f) => (
                                    <li key={f.id}>
                                        {f.originalName}, used in {placeCount(f.usedBy.length)}:
                                        <FilePlaces places={f.usedBy} max={5} />
                                    </li>
                                ))}
                            </Box>
                            <Typography sx={{ mt: 1 }}>
                                Deleting removes them from these places too (a hero video playing one is deleted), so no page shows a
                                missing file. This cannot be undone.
                            </Typography>
                        </>
                    ) : (
                        'No page uses the selected files. They are removed from storage. This cannot be undone.'
                    )
                }
                confirm={selectedInUse.length ? 'Delete and remove from pages' : 'Delete'}
                confirmColor="warning"
                onConfirm={bulkDelete}
                onClose={() => setConfirming(false)}
            />
        </Box>
    );
};

export default FileManager;

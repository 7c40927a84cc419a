import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress, FormControlLabel, Grid, Stack, Switch, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Confirm, useDeleteMany, useGetList } from 'react-admin';
import { BulkDeleteError, type ManagedFile } from '../dataProvider';
import { PageHeader } from '../layout/PageHeader';
import { SearchField } from '../common/SearchField';
import { messageOf, useToast } from '../layout/Toast';
import { FileCard } from './FileCard';
import { filterFiles } from './fileFilter';

const MAX_FILES = 1000;

/** /admin/files: every stored upload, searchable, selectable and deletable. */
const FileManager = () => {
    const toast = useToast();
    // The newest MAX_FILES: the server's largest page; the count says when there are more.
    const { data, total, isPending, error, refetch, isFetching } = useGetList<ManagedFile>(
        'files',
        { pagination: { page: 1, perPage: MAX_FILES }, sort: { field: 'createdAt', order: 'DESC' } },
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
            toast({ title: 'No files selected', variant: 'error' });
            return;
        }
        setConfirming(true);
    };

    const bulkDelete = () => {
        const ids = [...selected];
        deleteMany(
            'files',
            { ids },
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
                    if (e instanceof BulkDeleteError) unselect(e.deleted);
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
                content="The selected files are removed from storage. Pages that still show them will show a placeholder. This cannot be undone."
                confirm="Delete"
                confirmColor="warning"
                onConfirm={bulkDelete}
                onClose={() => setConfirming(false)}
            />
        </Box>
    );
};

export default FileManager;

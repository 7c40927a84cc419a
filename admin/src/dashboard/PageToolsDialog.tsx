import { useEffect, useState } from 'react';
import {
    Alert,
    Box,
    Button,
    Chip,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Divider,
    Link as MuiLink,
    List,
    ListItem,
    Stack,
    Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import MapIcon from '@mui/icons-material/Map';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useBasename } from 'react-admin';

import { useAppDataProvider } from '../common/useAppDataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { websitePages, type PageKind, type SitePage } from './pages';
import { messages } from '@farmsite/domain';

type SitemapState =
    { status: 'idle' } | { status: 'pending' } | { status: 'success'; message: string } | { status: 'error'; message: string };

const GROUP_TITLES: Record<PageKind, string> = { static: 'Static Pages', product: 'Product Pages', blog: 'Blog Pages' };

interface PageToolsDialogProps {
    open: boolean;
    onClose: () => void;
}

/** Page Tools: the sitemap, robots.txt, excluded routes and every page of the website. */
export const PageToolsDialog = ({ open, onClose }: PageToolsDialogProps) => {
    const dataProvider = useAppDataProvider();
    const toast = useToast();
    const navigate = useNavigate();
    const basename = useBasename();
    const [sitemap, setSitemap] = useState<SitemapState>({ status: 'idle' });

    const excluded = useQuery({
        queryKey: ['page-tools', 'excluded-routes'],
        queryFn: () => dataProvider.getExcludedRoutes(),
        enabled: open,
        retry: false,
    });
    useEffect(() => {
        // The spec only logs this failure; the list then reads as empty.
        if (excluded.error) console.error('Failed to load excluded routes', excluded.error);
    }, [excluded.error]);

    const pages = useQuery({
        queryKey: ['page-tools', 'pages'],
        queryFn: async () => {
            const [products, posts] = await Promise.all([dataProvider.getPageProducts(), dataProvider.getPagePosts()]);
            return websitePages(products, posts);
        },
        enabled: open,
        retry: false,
    });
    useEffect(() => {
        if (pages.error) toast({ title: 'Failed to load pages', description: messageOf(pages.error), variant: 'error' });
    }, [pages.error, toast]);

    const updateSitemap = async () => {
        setSitemap({ status: 'pending' });
        try {
            const answer = await dataProvider.refreshSitemap();
            setSitemap({ status: 'success', message: answer?.message || messages.sitemapUpdated });
        } catch (error) {
            setSitemap({ status: 'error', message: 'Failed to update sitemap' });
            toast({ title: 'Failed to update sitemap', description: messageOf(error), variant: 'error' });
        }
    };

    const edit = (page: SitePage) => {
        onClose();
        navigate(`${basename}/${page.kind === 'product' ? 'products' : 'blog'}?edit=${encodeURIComponent(page.id)}`);
    };

    return (
        <Dialog
            open={open}
            onClose={onClose}
            fullWidth
            maxWidth="md"
            aria-labelledby="page-tools-title"
            slotProps={{ paper: { sx: { maxHeight: '80vh' } } }}
        >
            <DialogTitle id="page-tools-title">Page Tools</DialogTitle>
            <DialogContent dividers>
                <Stack spacing={3}>
                    <Box component="section" aria-labelledby="sitemap-heading">
                        <Typography id="sitemap-heading" variant="h6" component="h3" gutterBottom>
                            Sitemap
                        </Typography>
                        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                            <Button
                                variant="contained"
                                startIcon={
                                    sitemap.status === 'pending' ? <CircularProgress size={16} color="inherit" aria-hidden /> : <MapIcon />
                                }
                                disabled={sitemap.status === 'pending'}
                                onClick={updateSitemap}
                            >
                                {sitemap.status === 'pending' ? 'Updating...' : 'Update Sitemap'}
                            </Button>
                            <MuiLink href="/sitemap.xml" target="_blank" rel="noopener">
                                View sitemap.xml
                            </MuiLink>
                            <MuiLink href="/robots.txt" target="_blank" rel="noopener">
                                View robots.txt
                            </MuiLink>
                        </Stack>
                        <Box aria-live="polite" sx={{ mt: 1 }}>
                            {sitemap.status === 'success' && (
                                <Typography sx={{ color: 'success.dark', fontWeight: 500 }}>{sitemap.message}</Typography>
                            )}
                            {sitemap.status === 'error' && (
                                <Typography sx={{ color: 'error.main', fontWeight: 500 }}>{sitemap.message}</Typography>
                            )}
                        </Box>
                    </Box>

                    <Box component="section" aria-labelledby="excluded-heading">
                        <Typography id="excluded-heading" variant="h6" component="h3" gutterBottom>
                            Hidden from search engines
                        </Typography>
                        {excluded.isPending ? (
                            <CircularProgress size={20} aria-label="Loading excluded routes" />
                        ) : excluded.data?.length ? (
                            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                                {excluded.data.map((route) => (
                                    <Chip key={route} label={route} variant="outlined" sx={{ fontFamily: 'monospace' }} />
                                ))}
                            </Stack>
                        ) : (
                            <Typography color="text.secondary">No excluded routes configured</Typography>
                        )}
                    </Box>

                    <Box component="section" aria-labelledby="pages-heading">
                        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                            <Typography id="pages-heading" variant="h6" component="h3">
                                All Website Pages
                            </Typography>
                            <Button startIcon={<RefreshIcon />} onClick={() => pages.refetch()} disabled={pages.isFetching}>
                                Refresh Pages
                            </Button>
                        </Stack>
                        {pages.isPending && !pages.error && <CircularProgress size={20} aria-label="Loading pages" />}
                        {pages.error && <Alert severity="error">Failed to load pages</Alert>}
                        {pages.data &&
                            (Object.keys(GROUP_TITLES) as PageKind[]).map((kind) => (
                                <Box key={kind} sx={{ mt: 2 }}>
                                    <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
                                        {GROUP_TITLES[kind]} ({pages.data[kind].length})
                                    </Typography>
                                    <List dense disablePadding aria-label={GROUP_TITLES[kind]}>
                                        {pages.data[kind].map((page) => (
                                            <PageRow key={`${kind}-${page.id}`} page={page} onEdit={edit} />
                                        ))}
                                    </List>
                                </Box>
                            ))}
                    </Box>
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>Close</Button>
            </DialogActions>
        </Dialog>
    );
};

const PageRow = ({ page, onEdit }: { page: SitePage; onEdit: (page: SitePage) => void }) => (
    <>
        <ListItem sx={{ px: 0, gap: 1, flexWrap: 'wrap' }}>
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }} noWrap>
                    {page.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }} noWrap>
                    {page.url}
                </Typography>
            </Box>
            {page.stock && (
                <Chip size="small" label={page.stock} variant="outlined" color={page.stock === 'In stock' ? 'default' : 'warning'} />
            )}
            <Chip
                size="small"
                label={page.status}
                color={page.status === 'Published' ? 'success' : page.status === 'Scheduled' ? 'info' : 'default'}
                variant={page.status === 'Published' ? 'filled' : 'outlined'}
            />
            <Button size="small" href={page.url} target="_blank" rel="noopener" aria-label={`View ${page.name}`}>
                View
            </Button>
            {page.kind !== 'static' && (
                <Button size="small" onClick={() => onEdit(page)} aria-label={`Edit ${page.name}`}>
                    Edit
                </Button>
            )}
        </ListItem>
        <Divider component="li" />
    </>
);

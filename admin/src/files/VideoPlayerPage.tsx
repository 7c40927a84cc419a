import { Box, Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../layout/useDocumentTitle';

/** Only our own uploads are played here. */
export const playableSource = (src: string | null): string | null =>
    src && /^\/uploads\/[^/?#]+(\?[^#]*)?$/.test(src) && !src.includes('..') ? src : null;

/** /admin/files/play?src=/uploads/...: a minimal page that plays one stored video. */
export const VideoPlayerPage = () => {
    const [params] = useSearchParams();
    const src = playableSource(params.get('src'));
    const name = src ? decodeURIComponent(src.split('/').pop()!.split('?')[0]) : '';
    useDocumentTitle(name || 'Video');
    return (
        <Box
            component="main"
            sx={{
                minHeight: '100vh',
                bgcolor: '#111',
                color: 'white',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                p: 2,
                gap: 2,
            }}
        >
            {src ? (
                <>
                    <Typography component="h1" variant="h6">
                        {name}
                    </Typography>
                    <Box
                        component="video"
                        src={src}
                        controls
                        autoPlay
                        playsInline
                        sx={{ maxWidth: '100%', maxHeight: '80vh', bgcolor: 'black' }}
                    >
                        Video Format Not Supported
                    </Box>
                </>
            ) : (
                <Typography component="h1" variant="h6">
                    No video to play.
                </Typography>
            )}
            <Button href="/admin/files" startIcon={<ArrowBackIcon />} sx={{ color: 'grey.300' }}>
                File Manager
            </Button>
        </Box>
    );
};

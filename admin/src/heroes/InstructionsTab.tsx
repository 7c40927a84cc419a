import { Box, Typography } from '@mui/material';

/** How to make a hero video that loads fast and looks right. */
export const InstructionsTab = () => (
    <Box sx={{ maxWidth: 720 }}>
        <Typography variant="h6" component="h2" gutterBottom>
            Making a good hero video
        </Typography>
        <Box component="ul" sx={{ pl: 3, '& li': { mb: 1 } }}>
            <li>Keep each video 10-30 seconds long; it loops silently behind the headline.</li>
            <li>Keep the file under 10MB if possible, so the home page loads quickly on phones (the upload limit is 500MB).</li>
            <li>Use a 16:9 landscape frame, for example 1920 × 1080.</li>
            <li>Encode as MP4 with H.264 video for playback in every browser; MOV and WEBM are accepted too.</li>
            <li>Leave the sound out: the video plays muted.</li>
        </Box>
        <Typography variant="h6" component="h2" gutterBottom sx={{ mt: 2 }}>
            Positions
        </Typography>
        <Box component="ul" sx={{ pl: 3, '& li': { mb: 1 } }}>
            <li>There are six positions, 1 to 6; the home page plays active videos in position order.</li>
            <li>Uploading to a position that already holds a video replaces that video.</li>
            <li>Move videos up or down in the Manage Videos tab, or turn one off with its Active switch without deleting it.</li>
            <li>If two videos share a position, use Reindex Positions to number them 1 to n again.</li>
        </Box>
    </Box>
);

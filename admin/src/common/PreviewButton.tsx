import { Button } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useRecordContext } from 'react-admin';
import { storefrontUrl } from './publishing';

/**
 * Opens the saved record's storefront page in a new tab. The staff session cookie goes
 * with it, so a draft shows as it will look, under a 'Preview: not published' bar;
 * visitors get the not-found page at that address until it is published.
 */
export const PreviewButton = ({ kind }: { kind: 'product' | 'blog' }) => {
    const record = useRecordContext<{ slug: string; name?: string; title?: string }>();
    if (!record?.slug) return null;
    return (
        <Button
            href={storefrontUrl(kind, record.slug)}
            target="_blank"
            rel="noopener"
            startIcon={<VisibilityIcon />}
            aria-label={`Preview ${record.name ?? record.title} on the website`}
        >
            Preview
        </Button>
    );
};

import { Alert, AlertTitle, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { adminPaths } from '@farmsite/domain';

import { getJson } from '../dataProvider/httpClient';

/** What /api/admin/health tells staff: the server's warnings, in words. */
export interface SiteHealth {
    ready: boolean;
    reasons: string[];
    warnings: string[];
}

/** The site's health, fresh on each visit and every minute while the dashboard is open. */
export function useSiteHealth() {
    return useQuery({
        queryKey: ['site-health'],
        queryFn: () => getJson<SiteHealth>(adminPaths.adminHealth),
        retry: false,
        refetchInterval: 60_000,
    });
}

/**
 * The operations warnings staff must act on (replication behind or off, the last backup
 * old, the disk nearly full, emails failing); nothing when all is well or unknown.
 */
export const HealthWarnings = () => {
    const { data } = useSiteHealth();
    const warnings = data?.warnings ?? [];
    if (warnings.length === 0) return null;
    return (
        <Stack spacing={1} sx={{ mb: 2 }} component="section" aria-label="Site health">
            {warnings.map((text) => (
                <Alert key={text} severity={data?.ready === false ? 'error' : 'warning'} data-health-warning>
                    <AlertTitle>{data?.ready === false ? 'The site needs attention now' : 'The site needs attention'}</AlertTitle>
                    {text}
                </Alert>
            ))}
        </Stack>
    );
};

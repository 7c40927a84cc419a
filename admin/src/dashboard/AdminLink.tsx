import type { ReactNode } from 'react';
import { Link, useBasename } from 'react-admin';

/** A link to a back office screen (its path under /admin), underlined: told apart by more than colour. */
export const AdminLink = ({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) => {
    const basename = useBasename();
    return (
        <Link to={`${basename}${to}`} underline="always" data-testid={testId}>
            {children}
        </Link>
    );
};

/** A list screen filtered as the dashboard's count was counted. */
export const listWith = (resource: string, filter: Record<string, unknown>) =>
    `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** Where a record is edited, by its staff resource (the dashboard's WaitingRecord). */
export function recordPath(resource: string, id: string): string {
    switch (resource) {
        case 'products':
        case 'blog':
        case 'locations':
            return `/${resource}?edit=${encodeURIComponent(id)}`;
        default:
            return `/${resource}`;
    }
}

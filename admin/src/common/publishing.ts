import type { BlogPostStatus } from '../dataProvider';
import { formatLongDateTime } from '@farmsite/domain';

/** How the screens name each status. */
export const STATUS_LABELS: Record<BlogPostStatus, 'Published' | 'Draft' | 'Scheduled'> = {
    published: 'Published',
    draft: 'Draft',
    scheduled: 'Scheduled',
};

export const productStatusChoices = [
    { id: 'published', name: 'Published' },
    { id: 'draft', name: 'Draft (only staff can see it)' },
];

export const blogStatusChoices = [
    { id: 'published', name: 'Published' },
    { id: 'draft', name: 'Draft (only staff can see it)' },
    { id: 'scheduled', name: 'Scheduled (published at a set time)' },
];

/** A status chip's text: 'Scheduled: December 5, 2026, 9:30 AM' names when a post goes live. */
export function statusText(status: BlogPostStatus, publishAt?: string | null): string {
    return status === 'scheduled' && publishAt ? `Scheduled: ${formatLongDateTime(publishAt)}` : (STATUS_LABELS[status] ?? status);
}

export const statusColor = (status: BlogPostStatus) => (status === 'published' ? 'success' : status === 'scheduled' ? 'info' : 'default');

/** The storefront page of a product or post; for a draft, staff see a preview there. */
export const storefrontUrl = (kind: 'product' | 'blog', slug: string) =>
    `${kind === 'product' ? '/products' : '/blog'}/${encodeURIComponent(slug)}`;

/** A datetime-local value ('2026-12-05T09:30', the viewer's time) or an ISO time as ISO 8601 UTC; blank is null. */
export function publishAtPayload(value: unknown): string | null {
    if (typeof value !== 'string' || value.trim() === '') return null;
    const time = new Date(value);
    return Number.isNaN(time.getTime()) ? value : time.toISOString();
}

import type { BlogPost, BlogPostStatus } from '../dataProvider';
import { blogPostDefaults, rawFileSharingUrl, todayYmd } from '@farmsite/domain';
import { publishAtPayload } from '../common/publishing';

/** A new post's form: the schema's defaults, dated today and published unless staff choose otherwise. */
export const blogDefaults = () => ({
    ...blogPostDefaults,
    image: '',
    publishedAt: todayYmd(),
    status: 'published',
});

/** The alt text of a post's one image (its imageAlts holds at most one entry). */
export const postImageAlt = (imageAlts: unknown): string =>
    imageAlts && typeof imageAlts === 'object' ? (Object.values(imageAlts as Record<string, string>)[0] ?? '') : '';

/**
 * What the form sends: trimmed texts, the raw form of a shared link, the image's alt text
 * under the image as sent, the publish time in ISO 8601, no read-only fields.
 */
export function blogPayload(data: Partial<BlogPost> & Record<string, unknown>) {
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = data;
    const image = typeof fields.image === 'string' ? rawFileSharingUrl(fields.image.trim()) : fields.image;
    const alt = postImageAlt(fields.imageAlts).trim();
    return {
        ...fields,
        title: String(fields.title ?? '').trim(),
        author: String(fields.author ?? '').trim(),
        image: image ? image : null,
        imageAlts: image && alt ? { [image]: alt } : {},
        publishAt: publishAtPayload(fields.publishAt),
    };
}

/** The create button says what saving does: the spec's 'Publish Post', or saving a draft or a schedule. */
export const createLabel = (status: BlogPostStatus | undefined) =>
    status === 'draft' ? 'Save Draft' : status === 'scheduled' ? 'Schedule Post' : 'Publish Post';

/** The toast after saving a post: where it now stands. */
export function savedDescription(post: Pick<BlogPost, 'title' | 'status'>, verb: 'created' | 'updated', scheduledFor: string): string {
    if (post.status === 'draft') return `"${post.title}" is saved as a draft: only staff can see it.`;
    if (post.status === 'scheduled') return `"${post.title}" will be published ${scheduledFor}.`;
    return verb === 'created' ? `"${post.title}" is published.` : `"${post.title}" was saved.`;
}

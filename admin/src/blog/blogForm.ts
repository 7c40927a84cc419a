import type { BlogPost } from '../dataProvider';
import { rawFileSharingUrl } from '../lib/fileSharing';
import { todayYmd } from '../lib/dates';

export const blogDefaults = () => ({ title: '', slug: '', content: '', author: '', image: '', publishedAt: todayYmd() });

/** What the form sends: trimmed texts, the raw form of a shared link, no read-only fields. */
export function blogPayload(data: Partial<BlogPost> & Record<string, unknown>) {
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = data;
    const image = typeof fields.image === 'string' ? rawFileSharingUrl(fields.image.trim()) : fields.image;
    return {
        ...fields,
        title: String(fields.title ?? '').trim(),
        author: String(fields.author ?? '').trim(),
        image: image ? image : null,
    };
}

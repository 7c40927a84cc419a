/**
 * Turns a file-sharing page link into a link to the file itself (the server's
 * catalog.RawFileSharingURL): Dropbox `?dl=0` becomes `?raw=1`, Google Drive
 * `/file/d/ID/view` (or `/open?id=ID`) becomes `uc?export=view&id=ID`. Other text is
 * returned unchanged.
 */
export function rawFileSharingUrl(link: string): string {
    let url: URL;
    try {
        url = new URL(link.trim());
    } catch {
        return link;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return link;
    const host = url.hostname.toLowerCase();
    if (host === 'www.dropbox.com' || host === 'dropbox.com') {
        url.searchParams.delete('dl');
        url.searchParams.set('raw', '1');
        return url.toString();
    }
    if (host === 'drive.google.com') {
        const file = /^\/file\/d\/([A-Za-z0-9_-]+)/.exec(url.pathname);
        const id = file?.[1] ?? (url.pathname === '/open' ? url.searchParams.get('id') : null);
        if (id) return `https://drive.google.com/uc?export=view&id=${id}`;
    }
    return link;
}

const googleDriveFileId = /^\/file\/d\/([A-Za-z0-9_-]+)/;
const googleDriveQueryId = /^[A-Za-z0-9_-]+$/;
const gitHubBlobPath = /^\/([^/]+)\/([^/]+)\/blob\/(.+)$/;

/**
 * Turns a file-sharing page link into a link to the file itself: Dropbox (?dl=0 to
 * ?raw=1, the other parameters kept in their order), Google Drive (/file/d/ID/view,
 * /open?id=ID or /uc?id=ID to uc?export=view&id=ID) and GitHub (/owner/repo/blob/path to
 * raw.githubusercontent.com). Other text is returned unchanged. The server's
 * catalog.RawFileSharingURL is the same rule (rule_cases.json).
 */
export function rawFileSharingUrl(link: string): string {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return link;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.host) return link;
  switch (url.hostname.replace(/^www\./, '')) {
    case 'dropbox.com': {
      const query = url.search
        .slice(1)
        .split('&')
        .filter((pair) => pair !== '' && !['dl', 'raw'].includes(pair.split('=', 1)[0]));
      return `${url.protocol}//${url.host}${url.pathname}?${[...query, 'raw=1'].join('&')}`;
    }
    case 'drive.google.com': {
      const id = googleDriveFileId.exec(url.pathname)?.[1] ?? (['/open', '/uc'].includes(url.pathname) ? url.searchParams.get('id') : null);
      if (id && googleDriveQueryId.test(id)) return `https://drive.google.com/uc?export=view&id=${id}`;
      break;
    }
    case 'github.com': {
      const m = gitHubBlobPath.exec(url.pathname);
      if (m) return `https://raw.githubusercontent.com/${m[1]}/${m[2]}/${m[3]}`;
    }
  }
  return link;
}

import type { ManagedFile } from '../dataProvider';

export interface FileFilter {
    search: string;
    /** Only images (the default). */
    imagesOnly: boolean;
    /** Images and videos. 'Images only' and 'Include videos' exclude each other. */
    includeVideos: boolean;
}

export const isVideo = (file: Pick<ManagedFile, 'mimeType'>) => file.mimeType.startsWith('video/');
export const isImage = (file: Pick<ManagedFile, 'mimeType'>) => file.mimeType.startsWith('image/');

/** The files shown: by kind, then a case-insensitive match on the name. */
export function filterFiles(files: readonly ManagedFile[], { search, imagesOnly, includeVideos }: FileFilter): ManagedFile[] {
    const needle = search.trim().toLowerCase();
    return files.filter((file) => {
        if (imagesOnly && !isImage(file)) return false;
        if (!imagesOnly && !includeVideos && isVideo(file)) return false;
        if (!needle) return true;
        return file.originalName.toLowerCase().includes(needle) || file.storagePath.toLowerCase().includes(needle);
    });
}

/** Which files by use: all, the ones pages show, or the ones no page shows. */
export type UsageChoice = 'all' | 'used' | 'unused';

/** The list's server filter for a usage choice (the server knows where files are used). */
export function usageFilter(choice: UsageChoice): { inUse?: boolean } {
    return choice === 'all' ? {} : { inUse: choice === 'used' };
}

/** Where View goes: images open as they are, videos in the app's minimal player page. */
export function viewHref(file: Pick<ManagedFile, 'mimeType' | 'url'>, basename = '/admin'): string {
    return isVideo(file) ? `${basename}/files/play?src=${encodeURIComponent(file.url)}` : file.url;
}

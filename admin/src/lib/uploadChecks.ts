import { limits, messages } from '@farmsite/domain';

export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const BLOG_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'];
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'webm'];

interface FileLike {
    name: string;
    size: number;
    type: string;
}

/**
 * Checks product images before any upload: each at most 5 MB and JPEG, PNG or WebP.
 * Returns the spec's message for every invalid file; an empty list means all may go.
 * (If any file is invalid, none are uploaded.)
 */
export function productImageProblems(files: readonly FileLike[]): string[] {
    const problems: string[] = [];
    for (const file of files) {
        if (file.size > limits.maxImageBytes) {
            problems.push(`File ${file.name} is too large. Maximum size is 5MB.`);
        } else if (!PRODUCT_IMAGE_TYPES.includes(file.type.toLowerCase())) {
            problems.push(`File ${file.name} has invalid type. Allowed types are JPEG, PNG and WebP.`);
        }
    }
    return problems;
}

export interface Problem {
    title: string;
    description: string;
}

/** Checks one blog image: JPEG, PNG, GIF or WebP, at most 5 MB. */
export function blogImageProblem(file: FileLike): Problem | null {
    if (!BLOG_IMAGE_TYPES.includes(file.type.toLowerCase())) {
        return { title: messages.invalidFileType, description: messages.imageTypeHint };
    }
    if (file.size > limits.maxImageBytes) {
        return { title: messages.fileTooLarge, description: messages.imageSizeHint };
    }
    return null;
}

export function fileExtension(name: string): string {
    const dot = name.lastIndexOf('.');
    return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Checks one hero video: an mp4, mov or webm file of a video type, at most 500 MB. */
export function heroVideoProblem(file: FileLike | null | undefined): Problem | null {
    if (!file) return { title: messages.noFileSelected, description: 'Please choose a video file to upload.' };
    if (!VIDEO_EXTENSIONS.includes(fileExtension(file.name)) || !file.type.toLowerCase().startsWith('video/')) {
        return { title: messages.invalidFileType, description: messages.videoTypeHint };
    }
    if (file.size > limits.maxVideoBytes) {
        return { title: messages.fileTooLarge, description: 'Please select a video smaller than 500MB.' };
    }
    return null;
}

/** Hero positions are 1 to 6. */
export function isValidHeroPosition(position: number): boolean {
    return Number.isInteger(position) && position >= 1 && position <= limits.maxHeroPosition;
}

/** A blank title becomes 'Video {position}'. */
export function heroVideoTitle(title: string, position: number): string {
    return title.trim() || `Video ${position}`;
}

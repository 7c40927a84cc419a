import type { HeroVideo } from '../dataProvider';

export const HERO_POSITIONS = [1, 2, 3, 4, 5, 6] as const;

/** Positions held by more than one video (the amber warning). */
export function duplicatePositions(videos: readonly Pick<HeroVideo, 'position'>[]): number[] {
    const seen = new Map<number, number>();
    videos.forEach((v) => seen.set(v.position, (seen.get(v.position) ?? 0) + 1));
    return [...seen]
        .filter(([, count]) => count > 1)
        .map(([position]) => position)
        .sort((a, b) => a - b);
}

/** Where a new upload goes by default: the first free position, else 1. */
export function firstFreePosition(videos: readonly Pick<HeroVideo, 'position'>[]): number {
    return HERO_POSITIONS.find((p) => !videos.some((v) => v.position === p)) ?? 1;
}

/** After an upload the next position is one further, at most 6. */
export const nextPosition = (position: number) => Math.min(6, position + 1);

export type MoveResult = { refused: 'Already at top' | 'Already at bottom' } | { changes: { id: string; position: number }[] };

/**
 * Moving a video up or down swaps its position with the neighbour's in position order;
 * the first cannot go up and the last cannot go down.
 */
export function moveVideo(videos: readonly HeroVideo[], id: string, direction: 'up' | 'down'): MoveResult {
    const sorted = [...videos].sort((a, b) => a.position - b.position);
    const index = sorted.findIndex((v) => v.id === id);
    const neighbourIndex = direction === 'up' ? index - 1 : index + 1;
    if (direction === 'up' && index <= 0) return { refused: 'Already at top' };
    if (direction === 'down' && (index < 0 || index >= sorted.length - 1)) return { refused: 'Already at bottom' };
    const video = sorted[index];
    const neighbour = sorted[neighbourIndex];
    if (video.position === neighbour.position) {
        // Two videos on one position: step past it so the move is visible.
        const position = Math.min(6, Math.max(1, video.position + (direction === 'up' ? -1 : 1)));
        return { changes: [{ id: video.id, position }] };
    }
    return {
        changes: [
            { id: video.id, position: neighbour.position },
            { id: neighbour.id, position: video.position },
        ],
    };
}

/** The stored file's name, for display. */
export const videoFileName = (videoPath: string) => decodeURIComponent(videoPath.split('?')[0].split('/').pop() ?? videoPath);

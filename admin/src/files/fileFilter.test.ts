import { describe, expect, it } from 'vitest';
import type { ManagedFile } from '../dataProvider';
import { filterFiles, usageFilter, viewHref } from './fileFilter';

const file = (originalName: string, mimeType: string): ManagedFile => ({
    id: originalName,
    originalName,
    storagePath: `stored_${originalName}`,
    url: `/uploads/stored_${originalName}`,
    mimeType,
    size: 1,
    createdAt: '',
    isHeroVideo: mimeType.startsWith('video/'),
    usedBy: [],
});
const files = [
    file('Harvest.jpg', 'image/jpeg'),
    file('barn.png', 'image/png'),
    file('field.mp4', 'video/mp4'),
    file('Harvest-tour.webm', 'video/webm'),
];
const names = (list: ManagedFile[]) => list.map((f) => f.originalName);

describe('filterFiles', () => {
    it('shows images only by default', () => {
        expect(names(filterFiles(files, { search: '', imagesOnly: true, includeVideos: false }))).toEqual(['Harvest.jpg', 'barn.png']);
    });

    it('includes videos when asked', () => {
        expect(names(filterFiles(files, { search: '', imagesOnly: false, includeVideos: true }))).toHaveLength(4);
    });

    it('shows images when neither toggle is on', () => {
        expect(names(filterFiles(files, { search: '', imagesOnly: false, includeVideos: false }))).toEqual(['Harvest.jpg', 'barn.png']);
    });

    it('matches the name case-insensitively', () => {
        expect(names(filterFiles(files, { search: 'harvest', imagesOnly: false, includeVideos: true }))).toEqual([
            'Harvest.jpg',
            'Harvest-tour.webm',
        ]);
        expect(filterFiles(files, { search: 'nothing', imagesOnly: true, includeVideos: false })).toEqual([]);
    });
});

describe('viewHref', () => {
    it('opens images directly and videos in the player page', () => {
        expect(viewHref(files[0])).toBe('/uploads/stored_Harvest.jpg');
        expect(viewHref(files[2])).toBe('/admin/files/play?src=%2Fuploads%2Fstored_field.mp4');
    });
});

describe('usageFilter', () => {
    it('asks the server for the files in use, the unused ones, or all', () => {
        expect(usageFilter('used')).toEqual({ inUse: true });
        expect(usageFilter('unused')).toEqual({ inUse: false });
        expect(usageFilter('all')).toEqual({});
    });
});

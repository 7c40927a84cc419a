import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useAppDataProvider } from './useAppDataProvider';
import { rotateImage, uploadProductImages } from './imageActions';
import { carryImageAlts, type ImageAlts } from './imageAlts';
import { moved } from './imageOrder';
import { messageOf, useToast } from '../layout/Toast';
import type { RotationStep } from '../lib/rotation';
import type { Progress } from './UploadButton';

/** A change to a record's images: the new list and its alt texts, carried over. */
export type ImageApply = (next: string[], alts: Record<string, string>) => void;

/**
 * Upload, rotate, remove and reorder for a list of product or variant images. `apply` shows the
 * new list at once; `persist`, when given (an existing record being edited), saves it to
 * the server straight away, with the spec's toast when that save fails. The images' alt
 * texts go along: a rotated image keeps its text, a removed one takes it away.
 */
export function useImageEditing(
    images: string[],
    alts: ImageAlts | undefined,
    apply: ImageApply,
    persist?: (next: string[], alts: Record<string, string>) => Promise<unknown>,
) {
    const dataProvider = useAppDataProvider();
    const toast = useToast();
    const [progress, setProgress] = useState<Progress | null>(null);
    const [busy, setBusy] = useState(false);
    // Uploads and rotations take a while: they apply to the list as it is when they end.
    const latest = useRef(images);
    const latestAlts = useRef(alts);
    useLayoutEffect(() => {
        latest.current = images;
        latestAlts.current = alts;
    }, [images, alts]);

    const save = useCallback(
        async (next: string[], failureTitle: string) => {
            const nextAlts = carryImageAlts(latest.current, next, latestAlts.current);
            apply(next, nextAlts);
            if (!persist) return;
            try {
                await persist(next, nextAlts);
            } catch (error) {
                toast({ title: failureTitle, description: messageOf(error), variant: 'error' });
            }
        },
        [apply, persist, toast],
    );

    const upload = useCallback(
        async (files: File[]) => {
            setProgress({ loaded: 0, total: files.reduce((s, f) => s + f.size, 0) });
            try {
                const report = await uploadProductImages(dataProvider, files, (loaded, total) => setProgress({ loaded, total }));
                if (report.refused.length) {
                    toast({ title: report.refused.join(' '), description: 'No images were uploaded.', variant: 'error' });
                    return;
                }
                if (!report.urls.length) {
                    toast({
                        title: 'All image uploads failed. Please try again.',
                        description: report.failures.join(' '),
                        variant: 'error',
                    });
                    return;
                }
                if (report.failures.length) {
                    toast({ title: report.failures.join(' '), variant: 'error' });
                }
                await save([...latest.current, ...report.urls], 'Images uploaded but failed to save to database. Changes may be lost.');
                if (!report.failures.length) {
                    toast({
                        title: 'Images uploaded',
                        description: `${report.urls.length} image${report.urls.length === 1 ? '' : 's'} added.`,
                    });
                }
            } catch (error) {
                toast({ title: 'Upload failed', description: messageOf(error), variant: 'error' });
            } finally {
                setProgress(null);
            }
        },
        [dataProvider, save, toast],
    );

    const rotate = useCallback(
        async (index: number, step: RotationStep) => {
            setBusy(true);
            try {
                let rotated: string;
                try {
                    rotated = await rotateImage(dataProvider, latest.current[index], step);
                } catch (error) {
                    toast({ title: 'Failed to rotate image', description: messageOf(error), variant: 'error' });
                    return;
                }
                const next = latest.current.map((url, i) => (i === index ? rotated : url));
                await save(next, 'Image rotated but failed to save to database. Changes may be lost.');
            } finally {
                setBusy(false);
            }
        },
        [dataProvider, save, toast],
    );

    const remove = useCallback(
        (index: number) =>
            save(
                latest.current.filter((_, i) => i !== index),
                'Image removed locally but failed to save to database. Changes may be lost.',
            ),
        [save],
    );

    // A move is saved like any change; each image keeps its alt text. The first is the
    // main image every card, the product page and the link previews show.
    const move = useCallback((from: number, to: number) => save(moved(latest.current, from, to), 'Failed to save product photos'), [save]);

    return { upload, rotate, remove, move, progress, busy: busy || !!progress };
}

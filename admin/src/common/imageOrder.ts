/** `list` with the item at `from` moved to `to` (the others keep their order); the same list when either is out of range. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
    if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
    const out = [...list];
    const [item] = out.splice(from, 1);
    out.splice(to, 0, item);
    return out;
}

/** What a screen reader hears after a photo moved: where it is now, and whether it is the main one. */
export function movedAnnouncement(label: string, to: number, count: number): string {
    return to === 0 ? `${label} is now the main image.` : `${label} moved to position ${to + 1} of ${count}.`;
}

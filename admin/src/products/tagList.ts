import { limits } from '@farmsite/domain';

/** A product's word list staff keep in order (effects, terpenes), named for its messages. */
export interface TagListLabels {
    singular: string; // 'Effect'
    plural: string; // 'effects'
}

/**
 * The server's rule for effects and terpenes (backend/catalog TagListProblem): at most
 * limits.maxTags entries of 1 to limits.maxTagLength characters, none twice ignoring case.
 */
export function tagListProblem(labels: TagListLabels, tags: string[]): string | undefined {
    if (tags.length > limits.maxTags) return `At most ${limits.maxTags} ${labels.plural}`;
    const seen = new Set<string>();
    for (const tag of tags) {
        if (tag.trim() === '' || [...tag].length > limits.maxTagLength)
            return `Each ${labels.singular.toLowerCase()} must be 1 to ${limits.maxTagLength} characters`;
        const key = tag.toLowerCase();
        if (seen.has(key)) return `${labels.singular} "${tag}" is listed twice`;
        seen.add(key);
    }
    return undefined;
}

/** The list with `tag` added at the end, or the problem that keeps it out. */
export function addTag(labels: TagListLabels, tags: string[], tag: string): { tags: string[]; problem?: string } {
    const next = [...tags, tag.trim()];
    const problem = tagListProblem(labels, next);
    return problem ? { tags, problem } : { tags: next };
}

/** The list with the entry at `index` moved by `step` (-1 earlier, +1 later). */
export function moveTag(tags: string[], index: number, step: -1 | 1): string[] {
    const to = index + step;
    if (index < 0 || index >= tags.length || to < 0 || to >= tags.length) return tags;
    const next = [...tags];
    [next[index], next[to]] = [next[to], next[index]];
    return next;
}

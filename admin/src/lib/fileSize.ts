/** The spec's size display: B under 1024, KB under 1 MB, otherwise MB, 2 decimals. */
export function formatFileSize(bytes: number): string {
    if (bytes < 1024) return `${bytes.toFixed(2)} B`;
    if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(2)} KB`;
    return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

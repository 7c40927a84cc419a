const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const ymd = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (the blog's publishedAt). */
export function isValidPublishDate(text: string): boolean {
    const m = ymd.exec(text);
    if (!m) return false;
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * 'MMMM d, yyyy' for a YYYY-MM-DD date or an ISO timestamp; YYYY-MM-DD is read as a
 * calendar date (no time zone shift), timestamps in the viewer's zone.
 */
export function formatLongDate(value: string | null | undefined): string {
    if (!value) return 'No date';
    const m = ymd.exec(value);
    if (m) {
        if (!isValidPublishDate(value)) return 'No date';
        return `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}`;
    }
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return 'No date';
    return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** Today in the viewer's zone as YYYY-MM-DD (the blog form's default date). */
export function todayYmd(now = new Date()): string {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 'December 5, 2026, 9:30 AM' in the viewer's zone, for an ISO time; 'No date' when invalid. */
export function formatLongDateTime(value: string | null | undefined): string {
    const date = value ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) return 'No date';
    return `${formatLongDate(value)}, ${date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
}

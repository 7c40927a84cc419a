const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });

/** How long ago a moment was, for a status line: 'just now', '2 minutes ago', '3 hours ago'. */
export function timeAgo(value: Date, now = new Date()): string {
    const seconds = Math.round((now.getTime() - value.getTime()) / 1000);
    if (seconds < 60) return 'just now';
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60) return relative.format(-minutes, 'minute');
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return relative.format(-hours, 'hour');
    return relative.format(-Math.floor(hours / 24), 'day');
}

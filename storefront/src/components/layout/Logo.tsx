/** The farm's mark: a sun rising over the valley's hills, with a leaf. */
export function LogoMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#173424" />
      <circle cx="24" cy="22" r="8.5" fill="#e9a93a" />
      <g stroke="#e9a93a" strokeWidth="2" strokeLinecap="round">
        <path d="M24 7.5v3M13.7 11.7l2.1 2.1M34.3 11.7l-2.1 2.1M9.5 22h3M35.5 22h3" />
      </g>
      <path d="M3.5 30c6-4.5 11-5.5 16.5-3s11 3.5 24.5-1.5V34a21 21 0 0 1-41 0Z" fill="#3a7050" />
      <path d="M4 35.5c7-3 12.5-3 19-1s12-.5 21-3.5a21 21 0 0 1-40 4.5Z" fill="#2a5a3e" />
      <path d="M24 40c0-5 2.5-8.5 7-10-0.5 5-3 8.5-7 10Z" fill="#f8f3e8" />
    </svg>
  );
}

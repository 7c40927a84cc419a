import { useId } from 'react';
import { SearchIcon } from './ContentIcons';

interface SearchFieldProps {
  /** Read by screen readers; the box itself shows only the placeholder. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** The list pages' search box: a magnifier inside, a visually hidden label. */
export function SearchField({ label, placeholder, value, onChange, className = '' }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className="field pl-11"
        autoComplete="off"
      />
    </div>
  );
}

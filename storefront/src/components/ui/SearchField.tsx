import { useId, useRef, type RefObject } from 'react';
import { SearchIcon } from './ContentIcons';
import { CloseIcon } from './Icons';

interface SearchFieldProps {
  /** Read by screen readers; the box itself shows only the placeholder. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  maxLength?: number;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The list pages' search box: a magnifier inside, a visually hidden label, and the site's
 * own clear button (the browser's blue × is hidden), which gives focus back to the box.
 */
export function SearchField({ label, placeholder, value, onChange, className = '', maxLength, inputRef }: SearchFieldProps) {
  const id = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownRef;
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted" />
      <input
        ref={input}
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        className="field pr-12 pl-11 [&::-webkit-search-cancel-button]:appearance-none"
        autoComplete="off"
      />
      {value && (
        <button
          type="button"
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
          className="absolute top-1/2 right-1.5 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-forest-50 hover:text-forest-900"
          aria-label="Clear search"
          data-testid="clear-search"
        >
          <CloseIcon width={18} height={18} />
        </button>
      )}
    </div>
  );
}

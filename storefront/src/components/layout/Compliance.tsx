/**
 * The warnings every page carries (from the site settings): the fixed one (9 NYCRR
 * 129.2(c)) and beside it today's rotating one (129.2(d)), which the server chose for
 * the day in New York, so the server's page and the browser's agree.
 */
export function Warnings({ fixed, rotating }: { fixed: string; rotating: string }) {
  if (!fixed && !rotating) return null;
  return (
    <div className="space-y-2 rounded-xl border border-honey-300/40 bg-forest-900 p-4 leading-relaxed text-cream-50">
      {fixed && (
        <p data-testid="health-warning">
          <strong className="font-semibold text-honey-300">Warning: </strong>
          {fixed}
        </p>
      )}
      {rotating && (
        <p data-testid="rotating-warning">
          <strong className="font-semibold text-honey-300">Warning: </strong>
          {rotating}
        </p>
      )}
    </div>
  );
}

/** Who is responsible for the site (Cannabis Law §86(4)(a)): the licensee and its OCM license numbers. */
export function Licensee({ legalName, numbers }: { legalName: string; numbers: string[] }) {
  if (!legalName && numbers.length === 0) return null;
  return (
    <p className="text-cream-100" data-testid="licensee">
      {legalName}
      {legalName && numbers.length > 0 && ' \u00b7 '}
      {numbers.length > 0 &&
        `New York State Office of Cannabis Management ${numbers.length === 1 ? 'license' : 'licenses'} ${numbers.join(', ')}`}
    </p>
  );
}

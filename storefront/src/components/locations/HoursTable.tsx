import { newYorkClock } from '@farmsite/domain';
import { useNow } from '../../hooks/useNow';
import type { HoursLine } from '../../lib/hours';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * A partner's hours, one row per line, New York's weekday marked (not the server's: the
 * cached page is hours old; nor the visitor's zone): known once the page is hydrated. The
 * clock is read here, not by the card, so that its first tick renders the table again,
 * not the whole card.
 */
export function HoursTable({ name, hours }: { name: string; hours: HoursLine[] }) {
  const now = useNow();
  const today = now && WEEKDAY_NAMES[newYorkClock(now).weekday];
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Opening hours of {name}</caption>
      <tbody>
        {hours.map((line, i) => (
          <tr key={i} className={line.day === today ? 'font-semibold text-forest-900' : 'text-ink'}>
            {line.day ? (
              <>
                <th scope="row" className="py-1 pr-4 pl-4 text-left font-medium">
                  {line.day}
                  {line.day === today && <span className="sr-only"> (today)</span>}
                </th>
                <td className="py-1 pr-4 text-right tabular-nums">{line.text}</td>
              </>
            ) : (
              <td colSpan={2} className="px-4 py-1">
                {line.text}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

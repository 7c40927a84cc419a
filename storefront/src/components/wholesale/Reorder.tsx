import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import type { WholesaleMenuLine, WholesaleReorder, WholesaleReorderLine } from '@farmsite/domain';
import { reorder } from '../../api/wholesale';
import { fromMenuLine } from '../../lib/wholesaleCart';
import { dollars } from '../../lib/wholesaleOrders';
import { messageOf } from './PortalPage';
import { useWholesaleCart } from './useWholesaleCart';

/**
 * "Reorder": the order's lines go into the cart as the menu has them now; a line it
 * cannot take as it was is flagged with the server's reason, and the variant's other lots
 * in stock are offered to add instead.
 */
export function Reorder({ orderId, buyerId }: { orderId: string; buyerId: string }) {
  const { dispatch } = useWholesaleCart(buyerId);
  const run = useMutation({
    mutationFn: () => reorder(orderId),
    onSuccess: (answer: WholesaleReorder) => {
      for (const line of answer.lines) {
        if (line.ok && line.offer) dispatch({ type: 'add', line: fromMenuLine(line.offer, line.units) });
      }
    },
  });
  const add = (alternative: WholesaleMenuLine, units: number) => dispatch({ type: 'add', line: fromMenuLine(alternative, units) });
  const added = run.data?.lines.filter((l) => l.ok).length ?? 0;
  const flagged = run.data?.lines.filter((l) => !l.ok) ?? [];
  return (
    <div className="w-full space-y-4">
      <button type="button" className="btn-primary" onClick={() => run.mutate()} disabled={run.isPending}>
        {run.isPending ? 'Reordering...' : 'Reorder'}
      </button>
      {run.isError && (
        <p role="alert" className="field-error">
          {messageOf(run.error)}
        </p>
      )}
      {run.data && (
        <div className="space-y-4" role="status" data-testid="reorder-result">
          <p className="font-semibold">
            {added === 0
              ? 'No line could go back in your order as it was.'
              : `Added ${added} ${added === 1 ? 'line' : 'lines'} to your order.`}{' '}
            <Link to="/wholesale/cart" className="text-forest-800 underline underline-offset-4">
              Review your order
            </Link>
          </p>
          {flagged.length > 0 && (
            <ul className="space-y-3" aria-label="Lines not available as they were">
              {flagged.map((line) => (
                <Flagged key={`${line.variantId}|${line.lot}`} line={line} onAdd={add} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

function Flagged({ line, onAdd }: { line: WholesaleReorderLine; onAdd: (alternative: WholesaleMenuLine, units: number) => void }) {
  return (
    <li className="card space-y-2 p-4" data-testid="reorder-flagged">
      <p>
        <span className="font-semibold">
          {line.productName} {line.variantName}, lot {line.lot}
        </span>
        : <span data-testid="reorder-reason">{line.reason}</span>
      </p>
      {line.alternatives.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={`Other lots of ${line.productName} ${line.variantName}`}>
          {line.alternatives.map((alt) => (
            <li key={alt.lot}>
              <button type="button" className="btn-outline" onClick={() => onAdd(alt, line.units)}>
                Add lot {alt.lot} instead
                <span className="text-xs font-normal">
                  ({alt.available} available{alt.harvestDate ? `, harvested ${alt.harvestDate}` : ''}, {dollars(alt.unitPriceCents)} a unit)
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No other lot of it is in stock now.</p>
      )}
    </li>
  );
}

import { formatLongDate } from '@farmsite/domain';

/**
 * The bar over a page staff preview before it is published. The server answers a draft's
 * address only to a staff session (uncached, not indexed); visitors get the 404 page.
 */
export function PreviewBar({ status, goesLive }: { status: string; goesLive?: string | null }) {
  if (status === 'published') return null;
  const detail =
    status === 'scheduled' && goesLive
      ? `Scheduled for ${formatLongDate(goesLive)}: only staff can see this page until then.`
      : 'Draft: only staff can see this page.';
  return (
    <div role="status" data-testid="preview-bar" className="border-y-2 border-honey-600 bg-honey-200 text-forest-950">
      <p className="container-page py-2.5 text-sm">
        <strong className="font-semibold">Preview: not published</strong> <span>{detail}</span>
      </p>
    </div>
  );
}

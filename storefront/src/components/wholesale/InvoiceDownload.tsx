import { useState } from 'react';
import { downloadInvoice } from '../../api/wholesale';
import { messageOf } from './PortalPage';

/** Saves an invoice's PDF: fetched with the buyer's token (a link could not carry it), then saved. */
export function InvoiceDownload({ id, number }: { id: string; number: string }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const save = async () => {
    setBusy(true);
    setProblem('');
    try {
      await downloadInvoice(id, number);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-col gap-1">
      <button type="button" className="btn-outline whitespace-nowrap" onClick={save} disabled={busy}>
        {busy ? 'Preparing PDF...' : 'Download PDF'}
        <span className="sr-only"> of invoice {number}</span>
      </button>
      {problem && (
        <span role="alert" className="field-error">
          {problem}
        </span>
      )}
    </span>
  );
}

import type { InvoiceDeps } from './invoice.deps';
import { lockDueInvoices, markIssued } from './invoice.repository';
import { sampleInvoiceNo } from './invoice-numbers';

const BATCH = 50;

/**
 * The sandbox's issuing: requests asked `issueDelayMs` ago or more (the carrier's or the tax
 * system's answer, simulated) are issued (已开具) with a sample number, up to {@link BATCH} a run.
 * Taken FOR UPDATE SKIP LOCKED, so any number of instances run it and each request is issued
 * once; a refund voiding the same request waits for the row and voids it after.
 * @returns invoices issued.
 */
export async function issueDueInvoices(
  deps: Pick<InvoiceDeps, 'db' | 'now' | 'issueDelayMs'>,
): Promise<number> {
  const now = deps.now();
  const before = new Date(now.getTime() - deps.issueDelayMs);
  return deps.db.transaction(async (tx) => {
    const due = await lockDueInvoices(tx, before, BATCH);
    for (const row of due) await markIssued(tx, row.id, sampleInvoiceNo(now), now);
    return due.length;
  });
}

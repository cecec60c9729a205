import type { VisaCaseState } from '@lvxing/shared';
import { KIND_JOB_BATCH } from '../orders/kind-jobs';
import { lockDueCase } from './visa-cases.repository';
import { acceptUploadedItems, lockApplicant } from './visa.repository';
import { moveCase } from './visa-case-moves';
import { visaOf } from './visa-order-snapshot';
import type { VisaDeps } from './visa.deps';

/** The sandbox's next step of a case in each state it moves (a sticker visa returns the passport). */
function sandboxNext(state: VisaCaseState, form: string): VisaCaseState | null {
  switch (state) {
    case 'REVIEWING':
      return 'APPROVED';
    case 'APPROVED':
      return 'SUBMITTED';
    case 'SUBMITTED':
      return 'AT_EMBASSY';
    case 'AT_EMBASSY':
      return 'ISSUED';
    case 'ISSUED':
      return form === 'STICKER' ? 'PASSPORT_RETURNED' : 'COMPLETED';
    case 'PASSPORT_RETURNED':
      return 'COMPLETED';
    default:
      return null;
  }
}

const SANDBOX_STATES: readonly VisaCaseState[] = [
  'REVIEWING',
  'APPROVED',
  'SUBMITTED',
  'AT_EMBASSY',
  'ISSUED',
  'PASSPORT_RETURNED',
];

/**
 * The sandbox's visa centre (demo only; off without `VISA_SANDBOX_STEP_MS`): every case last
 * moved `sandboxStepMs` ago moves one step: 材料审核中 (its uploaded items accepted) → 审核通过 →
 * 已送签 → 使馆审理中 → 出签 → 护照寄回 (贴纸签) → 已完成. One case a transaction, its order taken
 * FOR UPDATE SKIP LOCKED. @returns cases moved
 */
export async function stepSandboxCases(
  deps: Pick<VisaDeps, 'db' | 'now' | 'sandboxStepMs'>,
): Promise<number> {
  if (deps.sandboxStepMs === null) return 0;
  const upTo = new Date(deps.now().getTime() - deps.sandboxStepMs);
  let moved = 0;
  while (moved < KIND_JOB_BATCH) {
    const done = await deps.db.transaction(async (tx) => {
      const due = await lockDueCase(tx, SANDBOX_STATES, 'PROCESSING', upTo);
      if (!due) return false;
      const a = await lockApplicant(tx, due.order.id, due.applicantId);
      const next = a && sandboxNext(a.state as VisaCaseState, visaOf(due.order).form);
      if (!a || !next) return false;
      if (a.state === 'REVIEWING') await acceptUploadedItems(tx, a.id);
      await moveCase(tx, due.order, a, next, { note: '示例办理', now: deps.now() });
      return true;
    });
    if (!done) break;
    moved += 1;
  }
  return moved;
}

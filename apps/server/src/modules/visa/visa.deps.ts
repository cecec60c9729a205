import type { FileDeps } from '../files/files.deps';
import type { OrderDeps } from '../orders/order.deps';

/** What the visa order calls and jobs need: the order core, the file store, the sandbox's pace. */
export interface VisaDeps extends OrderDeps {
  files: FileDeps;
  /** Time between two sandbox steps of a case, ms (`VISA_SANDBOX_STEP_MS`); null: no sandbox. */
  sandboxStepMs: number | null;
}

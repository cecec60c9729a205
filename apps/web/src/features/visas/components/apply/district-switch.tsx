import { Link } from 'react-router';
import type { ApplyDraft, DistrictSwitch } from './apply-draft';

/** The router state a switch carries: the draft as typed, so nothing is lost. */
export interface CarriedDraft {
  visaDraft: ApplyDraft;
}

/** `/visaApply?code=…`: the application form of a product. */
export const visaApplyHref = (code: string) => `/visaApply?${new URLSearchParams({ code })}`;

/**
 * 「改为申请{city}领区的产品」 under a 27002 refusal: the form of the product whose 领区 takes the
 * applicant, opened with everything typed here (router state, see useApplyDraft).
 */
export function DistrictSwitchLink({ to, draft }: { to: DistrictSwitch; draft: ApplyDraft }) {
  const state: CarriedDraft = { visaDraft: draft };
  return (
    <p className="va-switch" data-testid="apply-district-switch">
      <Link to={visaApplyHref(to.productCode)} state={state}>
        改为申请{to.consulateCity}领区的产品
      </Link>
      <span className="va-muted">（已填写的信息将一并带入）</span>
    </p>
  );
}

/** The typed draft a switch carried here (router state), if any and shaped like one. */
export function carriedDraft(state: unknown): ApplyDraft | null {
  const d = (state as Partial<CarriedDraft> | null)?.visaDraft;
  return d && typeof d === 'object' && Array.isArray(d.applicants) && d.applicants.length > 0
    ? d
    : null;
}

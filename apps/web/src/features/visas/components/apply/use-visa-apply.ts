import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { VisaApplicationSubmitBody, VisaDetail } from '@lvxing/shared';
import { payPath } from '@/components/booking/use-submit-order';
import { ui } from '@/lib/ui-bridge';
import { submitVisaApplication } from '../../api/visa-apply-api';
import {
  bodyOf,
  checkApply,
  districtSwitchOf,
  serverErrorPath,
  type ApplyErrors,
  type DistrictSwitch,
} from './apply-draft';
import { useApplyDraft } from './use-apply-draft';

/**
 * A refusal of the server: on the field it names (`path`), else above the submit button;
 * `switchTo` the product of the 领区 that takes the applicant (27002's `data`).
 */
export interface ServerError {
  path: string | null;
  message: string;
  switchTo: DistrictSwitch | null;
}

/**
 * The problems of the draft by the contract's schema, checked again on every change once a
 * field was left or 提交 pressed; each field's shown once it was left, or all after 提交.
 */
function useApplyErrors(body: VisaApplicationSubmitBody) {
  const [errors, setErrors] = useState<ApplyErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (!sent && touched.size === 0) return;
    let live = true;
    void checkApply(body).then((e) => live && setErrors(e));
    return () => {
      live = false;
    };
  }, [body, sent, touched]);
  const touch = (path: string) =>
    setTouched((prev) => (prev.has(path) ? prev : new Set(prev).add(path)));
  const shown = (path: string) => (sent || touched.has(path) ? errors[path] : undefined);
  return { touch, shown, setErrors, setSent };
}

/**
 * The state of a visa application: the draft, its problems, the total (per applicant ×
 * applicants) and `submit`: checked with the contract's schema, then sent and on to the pay
 * page. A refusal naming a field (27002–27004) shows on that field, any other above the button
 * (and as the API client's toast); a 27002 also offers the product of the right 领区.
 */
export function useVisaApply(d: VisaDetail) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const form = useApplyDraft(d, () => setServerError(null));
  const { draft } = form;
  const totalFen = d.totalFen * draft.applicants.length;
  const body = useMemo(() => bodyOf(d.code, draft, totalFen), [d.code, draft, totalFen]);
  const checks = useApplyErrors(body);

  /** The problem shown at `path`: the server's first, then the schema's. */
  const errorAt = (path: string): string | undefined =>
    serverError?.path === path ? serverError.message : checks.shown(path);

  const submit = async () => {
    if (submitting) return;
    checks.setSent(true);
    const found = await checkApply(body);
    checks.setErrors(found);
    if (Object.keys(found).length) {
      ui.toast('warning', found.applicants ?? '请检查申请人、出行及联系人信息');
      return;
    }
    setSubmitting(true);
    try {
      const booked = await submitVisaApplication(body);
      navigate(payPath({ orderNo: booked.orderNo }), { replace: true });
    } catch (e) {
      const {
        code = 0,
        message = '',
        data,
      } = e as { code?: number; message?: string; data?: unknown };
      setServerError({
        path: serverErrorPath(code, message, draft),
        message,
        switchTo: districtSwitchOf(code, data),
      });
    } finally {
      setSubmitting(false);
    }
  };

  return { ...form, touch: checks.touch, errorAt, serverError, totalFen, submit, submitting };
}

export type VisaApply = ReturnType<typeof useVisaApply>;

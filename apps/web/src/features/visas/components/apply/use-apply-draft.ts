import { useState } from 'react';
import { useLocation } from 'react-router';
import { VISA_MAX_APPLICANTS, type VisaDetail } from '@lvxing/shared';
import { useUserStore } from '@/stores/user-store';
import {
  emptyApplicant,
  patchApplicant,
  type ApplicantDraft,
  type ApplyDraft,
} from './apply-draft';
import { carriedDraft } from './district-switch';

/** The product's own 领区's first province: where a new applicant most likely lives. */
const homeProvince = (d: VisaDetail) =>
  d.districts.find((x) => x.productCode === d.code)?.provinces[0]?.code ??
  d.districts[0]?.provinces[0]?.code ??
  '';

/**
 * The application as typed: one applicant to start with (the product's 领区 province), the
 * member's mobile as the contact's, a courier hand-over for a sticker visa; or the draft typed on
 * another product's form when a 27002 refusal sent the member here. `onChange` runs on every edit
 * (a server refusal shown is then stale).
 */
export function useApplyDraft(d: VisaDetail, onChange: () => void) {
  const mobile = useUserStore((s) => s.userInfo.mobile);
  const carried = carriedDraft(useLocation().state);
  const [draft, setDraft] = useState<ApplyDraft>(
    () =>
      carried ?? {
        departDate: '',
        returnDate: '',
        purpose: '旅游观光',
        applicants: [emptyApplicant(homeProvince(d))],
        contact: { name: '', mobile },
        passportHandover: d.form === 'EVISA' ? 'DROP_OFF' : 'COURIER',
        courierAddress: '',
      },
  );

  const mapApplicants = (f: (a: ApplicantDraft, i: number) => ApplicantDraft) =>
    setDraft((prev) => ({ ...prev, applicants: prev.applicants.map(f) }));

  /** The pinyin of the name typed, while that name is still there and the pinyin untyped. */
  const followName = async (key: number, name: string) => {
    const { pinyinOf } = await import('./pinyin-name');
    const { surname, given } = pinyinOf(name);
    mapApplicants((a) =>
      a.key === key && a.autoPinyin && a.name === name
        ? { ...a, surnamePinyin: surname, givenNamePinyin: given }
        : a,
    );
  };

  const update = (patch: Partial<ApplyDraft>) => {
    onChange();
    setDraft((prev) => ({ ...prev, ...patch }));
  };
  const updateApplicant = (i: number, patch: Partial<ApplicantDraft>) => {
    onChange();
    mapApplicants((a, j) => (j === i ? patchApplicant(a, patch) : a));
    const key = draft.applicants[i]?.key;
    if (patch.name !== undefined && key !== undefined) void followName(key, patch.name);
  };
  const addApplicant = () => {
    if (draft.applicants.length >= VISA_MAX_APPLICANTS) return;
    update({ applicants: [...draft.applicants, emptyApplicant(homeProvince(d))] });
  };
  const removeApplicant = (i: number) =>
    update({ applicants: draft.applicants.filter((_, j) => j !== i) });

  return { draft, update, updateApplicant, addApplicant, removeApplicant };
}

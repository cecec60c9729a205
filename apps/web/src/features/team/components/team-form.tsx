import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  CABIN_LABEL,
  CABINS,
  GROUP_BUDGET_BASES,
  GROUP_BUDGET_BASIS_LABEL,
  GROUP_MIN_PARTY,
  GROUP_PURPOSE_LABEL,
  GROUP_PURPOSES,
  GROUP_TRIP_TYPE_LABEL,
  GROUP_TRIP_TYPES,
  type GroupSubmitResult,
} from '@lvxing/shared';
import {
  codeOptions,
  ContactFields,
  Field,
  RemarksField,
  TextField,
} from '@/components/form-fields';
import { RadioGroup } from '@/components/lite/choice';
import { NativeSelect } from '@/components/lite/fields';
import { useAppQueryClient } from '@/lib/query-hooks';
import { submitGroup } from '../api/group-api';
import { checkTeam, emptyTeam, segmentsFor, type TeamDraft, type TeamErrors } from './team-draft';
import { TeamNeeds } from './team-needs';
import { TeamSegments } from './team-segments';

/**
 * The group request: trip and segments, party, cabin, budget, hotel and ground needs, purpose and
 * contact. Checked with the contract's schema on submit (loaded then), sent once (a write, never
 * retried), answered with the request number and its 参考价.
 */
export function TeamForm({ onDone }: { onDone: (r: GroupSubmitResult) => void }) {
  const client = useAppQueryClient();
  const [draft, setDraft] = useState<TeamDraft>(() => emptyTeam());
  const [errors, setErrors] = useState<TeamErrors>({});
  const send = useMutation({ mutationFn: submitGroup, onSuccess: onDone }, client);
  const set = (patch: Partial<TeamDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const text = (key: keyof TeamDraft, path: string = key) => ({
    value: draft[key] as string,
    error: errors[path],
    onChange: (v: string) => set({ [key]: v }),
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = await checkTeam(draft);
    setErrors(checked.errors);
    if (checked.body) send.mutate(checked.body);
  };
  return (
    <form className="card team-form" onSubmit={submit} noValidate aria-label="团队出行定制申请">
      <h2 className="team-form__title">定制团队行程</h2>
      <RadioGroup
        aria-label="行程类型"
        testId="team-trip-type"
        value={draft.tripType}
        options={codeOptions(GROUP_TRIP_TYPES, GROUP_TRIP_TYPE_LABEL)}
        onChange={(tripType) => set({ tripType, segments: segmentsFor(tripType, draft.segments) })}
      />
      <TeamSegments
        tripType={draft.tripType}
        segments={draft.segments}
        errors={errors}
        onChange={(segments) => set({ segments })}
      />
      <div className="team-form__grid">
        <TextField
          label="成人人数"
          required
          placeholder={`成人与儿童合计至少${GROUP_MIN_PARTY}人`}
          inputMode="numeric"
          maxLength={3}
          testId="team-adults"
          {...text('adults')}
        />
        <TextField
          label="儿童人数"
          placeholder="2–12岁"
          inputMode="numeric"
          maxLength={3}
          testId="team-children"
          {...text('children')}
        />
        <Field label="舱位等级">
          {(id) => (
            <NativeSelect
              id={id}
              value={draft.cabin}
              options={codeOptions(CABINS, CABIN_LABEL)}
              onChange={(cabin) => set({ cabin })}
            />
          )}
        </Field>
        <Field label="出行目的" required>
          {(id) => (
            <NativeSelect
              id={id}
              value={draft.purpose}
              options={codeOptions(GROUP_PURPOSES, GROUP_PURPOSE_LABEL)}
              onChange={(purpose) => set({ purpose })}
            />
          )}
        </Field>
        <Field label="预算方式">
          {(id) => (
            <NativeSelect
              id={id}
              value={draft.budgetBasis}
              options={codeOptions(GROUP_BUDGET_BASES, GROUP_BUDGET_BASIS_LABEL)}
              onChange={(budgetBasis) => set({ budgetBasis })}
            />
          )}
        </Field>
        <TextField
          label="预算（元）"
          placeholder="选填"
          inputMode="decimal"
          maxLength={9}
          testId="team-budget"
          {...text('budgetYuan', 'budgetFen')}
        />
      </div>
      <TeamNeeds draft={draft} errors={errors} set={set} />
      <div className="team-form__grid">
        <TextField
          label="单位名称"
          required
          placeholder="公司、学校或机构名称"
          maxLength={60}
          testId="team-org"
          {...text('orgName')}
        />
        <ContactFields testPrefix="team" contact={text('contactName')} mobile={text('mobile')} />
      </div>
      <RemarksField
        value={draft.remarks}
        error={errors.remarks}
        maxLength={500}
        placeholder="如：希望同一航班、需要会议室、有素食需求"
        onChange={(remarks) => set({ remarks })}
      />
      <button
        type="submit"
        className="btn btn--primary team-form__submit"
        disabled={send.isPending}
        data-testid="team-submit"
      >
        提交并查看参考价
      </button>
    </form>
  );
}

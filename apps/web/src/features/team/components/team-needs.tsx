import { GROUP_HOTEL_LEVEL_LABEL, GROUP_HOTEL_LEVELS } from '@lvxing/shared';
import { Checkbox } from '@/components/lite/choice';
import { NativeSelect } from '@/components/lite/fields';
import type { TeamDraft, TeamErrors } from './team-draft';
import { Field, TextField } from '@/components/form-fields';

const levels = GROUP_HOTEL_LEVELS.map((value) => ({
  value,
  label: GROUP_HOTEL_LEVEL_LABEL[value],
}));

/** What the group needs on the ground: hotel standard and rooms, transport, a guide. */
export function TeamNeeds(props: {
  draft: TeamDraft;
  errors: TeamErrors;
  set: (patch: Partial<TeamDraft>) => void;
}) {
  const { draft, errors, set } = props;
  return (
    <>
      <div className="team-form__grid">
        <Field label="酒店标准">
          {(id) => (
            <NativeSelect
              id={id}
              value={draft.hotelLevel}
              options={levels}
              onChange={(hotelLevel) => set({ hotelLevel })}
            />
          )}
        </Field>
        {draft.hotelLevel !== 'NONE' && (
          <TextField
            label="房间数"
            required
            placeholder="间"
            inputMode="numeric"
            maxLength={3}
            testId="team-rooms"
            value={draft.rooms}
            error={errors['needs.rooms']}
            onChange={(rooms) => set({ rooms })}
          />
        )}
      </div>
      <div className="team-form__checks">
        <Checkbox
          checked={draft.groundTransport}
          onChange={(groundTransport) => set({ groundTransport })}
        >
          需要地面用车（接送机、大巴）
        </Checkbox>
        <Checkbox checked={draft.guide} onChange={(guide) => set({ guide })}>
          需要导游 / 领队
        </Checkbox>
      </div>
    </>
  );
}

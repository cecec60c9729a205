import { Button, Form, Input, Select } from 'antd';
import {
  COOPERATION_NOTE_MAX,
  COOPERATION_STATE_LABEL,
  type CooperationState,
} from '@lvxing/shared';

export interface MoveValues {
  to: string;
  note: string;
}

/**
 * The moves a request's state allows, with a required note. Keyed by the state where it is
 * used, so each state starts on its first move with an empty note.
 */
export function CooperationMoveForm(props: {
  next: readonly string[];
  busy: boolean;
  onMove: (v: MoveValues) => Promise<void>;
}) {
  const { next, busy, onMove } = props;
  return (
    <Form<MoveValues> layout="vertical" onFinish={onMove} initialValues={{ to: next[0], note: '' }}>
      <Form.Item name="to" label="改为" rules={[{ required: true, message: '请选择新状态' }]}>
        <Select
          options={next.map((s) => ({
            value: s,
            label: COOPERATION_STATE_LABEL[s as CooperationState] ?? s,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="note"
        label="处理备注"
        rules={[{ required: true, whitespace: true, message: '请填写处理备注' }]}
      >
        <Input.TextArea
          rows={3}
          maxLength={COOPERATION_NOTE_MAX}
          showCount
          placeholder="例如：已电话联系，约定下周面谈"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        提交
      </Button>
    </Form>
  );
}

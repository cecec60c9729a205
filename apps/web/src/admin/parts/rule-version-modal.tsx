import { App, DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { StaffRulePath, type StaffRuleItem } from '@lvxing/shared';
import { staffPost } from '../api';
import { inSchemaOrder } from './rule-value';

interface VersionForm {
  effectiveFrom: Dayjs;
  valueText: string;
  source: string;
}

/** How far ahead a version may start (the server's bound: 36 months). */
const MONTHS_AHEAD = 36;

/** The JSON text of a value, or a Chinese reason it is not JSON. */
function parseValue(text: string): { value?: unknown; error?: string } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { error: '规则内容格式不正确：请检查括号、引号和逗号' };
  }
}

/**
 * 安排新版本: a rule's next version from a later day (tomorrow at the earliest), its whole value
 * as text starting from the version in force, and where the change comes from. The server checks
 * the value against the rule and answers a Chinese message naming the field.
 */
export function RuleVersionModal(props: {
  rule: StaffRuleItem | null;
  /** Today in Beijing (from the list call). */
  today: string;
  onClose: () => void;
  onDone: (item: StaffRuleItem) => void;
}) {
  const { rule, today } = props;
  const { message } = App.useApp();
  const [form] = Form.useForm<VersionForm>();
  const current = rule?.versions.find((v) => v.status === 'IN_FORCE') ?? rule?.versions[0];
  const submit = async (v: VersionForm) => {
    const parsed = parseValue(v.valueText);
    if (parsed.error) {
      form.setFields([{ name: 'valueText', errors: [parsed.error] }]);
      return;
    }
    try {
      const item = await staffPost<StaffRuleItem>(StaffRulePath.schedule, {
        key: rule?.key,
        effectiveFrom: v.effectiveFrom.format('YYYY-MM-DD'),
        value: parsed.value,
        source: v.source.trim(),
      });
      message.success(
        `已安排 ${rule?.label} 自 ${v.effectiveFrom.format('YYYY-MM-DD')} 起的新版本`,
      );
      props.onDone(item);
    } catch (err) {
      message.error((err as Error).message);
    }
  };
  const outside = (d: Dayjs) =>
    !d.isAfter(dayjs(today), 'day') || d.isAfter(dayjs(today).add(MONTHS_AHEAD, 'month'), 'day');
  return (
    <Modal
      title={rule ? `安排新版本：${rule.label}` : ''}
      open={rule !== null}
      okText="保存新版本"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
      width={640}
    >
      <Typography.Paragraph type="secondary">
        现行版本不会被修改；新版本自所选日期（北京时间）零点起生效，生效前可撤回。
      </Typography.Paragraph>
      <Form<VersionForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={{
          effectiveFrom: dayjs(today).add(1, 'day'),
          valueText: JSON.stringify(
            inSchemaOrder(current?.value ?? {}, rule?.fields ?? {}),
            null,
            2,
          ),
        }}
      >
        <Form.Item
          name="effectiveFrom"
          label="生效日期"
          rules={[{ required: true, message: '请选择生效日期' }]}
        >
          <DatePicker disabledDate={outside} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="valueText"
          label="规则内容"
          extra={rule && <FieldHelp fields={rule.fields} />}
          rules={[{ required: true, whitespace: true, message: '请填写规则内容' }]}
        >
          <Input.TextArea rows={10} spellCheck={false} className="rule-json" />
        </Form.Item>
        <Form.Item
          name="source"
          label="依据"
          extra="文件名称与文号，或本站决定的说明"
          rules={[
            { required: true, whitespace: true, message: '请填写依据' },
            { min: 2, message: '依据至少2个字符' },
            { max: 300, message: '依据最多300个字符' },
          ]}
        >
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** What each field of the value means (field name → Chinese name). */
function FieldHelp(props: { fields: Record<string, string> }) {
  return (
    <ul className="rule-fields">
      {Object.entries(props.fields).map(([k, name]) => (
        <li key={k}>
          <code>{k}</code> {name}
        </li>
      ))}
    </ul>
  );
}

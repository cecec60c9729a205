import { App, Button, Form, Input, InputNumber, List, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  CUSTOM_QUOTE_LIMITS,
  StaffCooperationPath,
  type CustomQuoteView,
  type StaffCooperationItem,
} from '@lvxing/shared';
import { staffPost } from '../api';
import { beijing } from './beijing';
import { yuan } from './money';
import { ValidUntilItem } from './valid-until-item';

interface QuoteValues {
  adultYuan: number;
  childYuan?: number;
  validUntil: Dayjs;
  plan: string;
}

/** States a consultant may quote a custom trip in (the server checks again: 25008). */
export const QUOTABLE_STATES: readonly string[] = ['ACCEPTED', 'NEGOTIATING'];

/** A version's tag: 已接受, 已过期, 当前 (the newest) or 已作废 (superseded). */
function quoteTag(q: CustomQuoteView, current: boolean) {
  if (q.acceptedAt) return <Tag color="green">客户已接受</Tag>;
  if (!current) return <Tag>已作废</Tag>;
  if (q.expired) return <Tag color="orange">已过期</Tag>;
  return <Tag color="blue">当前报价</Tag>;
}

/** A custom trip's quote versions, newest first, each with its prices, validity and plan. */
export function CustomQuoteList({ quotes }: { quotes: CustomQuoteView[] }) {
  return (
    <List
      size="small"
      dataSource={quotes}
      locale={{ emptyText: '尚未报价' }}
      renderItem={(q, i) => (
        <List.Item>
          <List.Item.Meta
            title={
              <>
                第{q.version}版 {quoteTag(q, i === 0)} 合计 {yuan(q.totalFen)}
              </>
            }
            description={
              <>
                成人 {yuan(q.adultFen)} × {q.adults}
                {q.children > 0 && `，儿童 ${yuan(q.childFen)} × ${q.children}`}；有效期至{' '}
                {beijing(q.validUntil)}；报价于 {beijing(q.quotedAt)}
                {q.acceptedAt && `；客户接受于 ${beijing(q.acceptedAt)}`}
                <div className="admin-quote-plan">{q.plan}</div>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}

/**
 * 报价: a new version of a custom trip's quote (per adult and per child, validity, plan), priced
 * for the party the member asked for; it supersedes the current one and the member sees it under
 * 我的申请. The server checks each field again (staffCustomQuoteBody) and answers in Chinese.
 */
export function CustomQuoteForm(props: {
  request: StaffCooperationItem;
  busy: boolean;
  onQuoted: () => Promise<void>;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<QuoteValues>();
  const send = async (v: QuoteValues) => {
    try {
      await staffPost(StaffCooperationPath.quote, {
        requestNo: props.request.requestNo,
        adultFen: Math.round(v.adultYuan * 100),
        childFen: Math.round((v.childYuan ?? 0) * 100),
        validUntil: v.validUntil.toISOString(),
        plan: v.plan.trim(),
      });
      message.success('报价已发送，会员可在“我的申请”中查看并接受');
      form.resetFields();
      await props.onQuoted();
    } catch (err) {
      message.error((err as Error).message);
    }
  };
  return (
    <Form<QuoteValues>
      form={form}
      layout="vertical"
      onFinish={send}
      initialValues={{ validUntil: dayjs().add(7, 'day').hour(18).minute(0).second(0) }}
    >
      <Form.Item
        name="adultYuan"
        label="成人单价（元/人）"
        rules={[{ required: true, message: '请输入成人单价' }]}
      >
        <InputNumber min={1} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="childYuan" label="儿童单价（元/人，无儿童可不填）">
        <InputNumber min={0} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <ValidUntilItem maxDays={CUSTOM_QUOTE_LIMITS.validDaysMax} />
      <Form.Item
        name="plan"
        label="方案说明"
        rules={[
          { required: true, whitespace: true, message: '请填写方案说明' },
          {
            min: CUSTOM_QUOTE_LIMITS.planMin,
            message: `方案说明至少${CUSTOM_QUOTE_LIMITS.planMin}个字`,
          },
        ]}
      >
        <Input.TextArea
          rows={4}
          maxLength={CUSTOM_QUOTE_LIMITS.planMax}
          showCount
          placeholder="行程路线、酒店、交通、费用包含与不含"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={props.busy}>
        发送报价
      </Button>
    </Form>
  );
}

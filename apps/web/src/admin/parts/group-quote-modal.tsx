import { App, DatePicker, Form, Input, InputNumber, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { StaffGroupPath, type GroupDepositType } from '@lvxing/shared';
import { staffPost } from '../api';
import { ValidUntilItem } from './valid-until-item';

interface QuoteForm {
  totalYuan: number;
  validUntil: Dayjs;
  depositType: GroupDepositType;
  depositValue: number;
  nameListDeadline: Dayjs;
  refundRules: string;
}

/** The deposit in the call's unit: a percent as given, yuan as fen. */
function depositValue(v: QuoteForm): number {
  return v.depositType === 'PERCENT' ? v.depositValue : Math.round(v.depositValue * 100);
}

/**
 * 报价: a new quote version for a group request (it supersedes the current one): total, validity
 * deadline, deposit (a percent or an amount), name-list deadline and refund rules. The server
 * checks each field again (staffGroupQuoteBody) and answers its Chinese message.
 */
export function GroupQuoteModal(props: {
  requestNo: string | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<QuoteForm>();
  // a percent is whole (30 %), an amount in yuan with fen
  const percent = Form.useWatch('depositType', form) !== 'FEN';
  const submit = async (v: QuoteForm) => {
    try {
      await staffPost(StaffGroupPath.quote, {
        requestNo: props.requestNo,
        totalFen: Math.round(v.totalYuan * 100),
        validUntil: v.validUntil.toISOString(),
        depositType: v.depositType,
        depositValue: depositValue(v),
        nameListDeadline: v.nameListDeadline.format('YYYY-MM-DD'),
        refundRules: v.refundRules.trim(),
      });
      message.success('报价已发送，会员可在“我的团队申请”中查看');
      form.resetFields();
      props.onDone();
    } catch (err) {
      message.error((err as Error).message);
    }
  };
  return (
    <Modal
      title={`报价 ${props.requestNo ?? ''}`}
      open={props.requestNo !== null}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText="发送报价"
      destroyOnHidden
    >
      <Form<QuoteForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          depositType: 'PERCENT',
          depositValue: 30,
          validUntil: dayjs().add(3, 'day').hour(18).minute(0).second(0),
          refundRules: '名单提交后，退票按航空公司团队票规定收取费用；定金不予退还。',
        }}
      >
        <Form.Item
          name="totalYuan"
          label="报价总额（元）"
          rules={[{ required: true, message: '请输入报价总额' }]}
        >
          <InputNumber min={1} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <ValidUntilItem />
        <Form.Item name="depositType" label="定金方式">
          <Radio.Group
            options={[
              { value: 'PERCENT', label: '按比例（%）' },
              { value: 'FEN', label: '固定金额（元）' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="depositValue"
          label="定金"
          rules={[{ required: true, message: '请输入定金' }]}
        >
          {percent ? (
            <InputNumber min={1} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
          ) : (
            <InputNumber min={1} precision={2} prefix="¥" style={{ width: '100%' }} />
          )}
        </Form.Item>
        <Form.Item
          name="nameListDeadline"
          label="名单截止日期"
          rules={[{ required: true, message: '请选择名单截止日期' }]}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="refundRules"
          label="退改规则"
          rules={[{ required: true, message: '请输入退改规则' }]}
        >
          <Input.TextArea rows={3} maxLength={1000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

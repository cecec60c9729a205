import { App, Button, Card, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import {
  CAR_SETTLE_LIMITS,
  CAR_SETTLE_LINE_CODES,
  CAR_SETTLE_LINE_LABEL,
  StaffCarPath,
  type CarSettleLineCode,
  type StaffCarSettleResult,
} from '@lvxing/shared';
import { staffPost } from '../api';
import { yuan } from './money';

interface LineForm {
  code: CarSettleLineCode;
  reason: string;
  amountYuan: number;
}

const toFen = (amountYuan: number) => Math.round(amountYuan * 100);
const maxYuan = CAR_SETTLE_LIMITS.maxLineFen / 100;

/**
 * 结算 of a rental 已还车（待结算） (运营, 管理员): the extra lines found at the return (类型, 说明,
 * 金额（元）, sent in fen), none to settle at ¥0; the server takes them from the 车辆押金 and
 * checks each field again (staffCarSettleBody), answering its Chinese message.
 */
export function CarSettleForm(props: {
  orderNo: string;
  onSettled: (r: StaffCarSettleResult) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ lines: LineForm[] }>();
  const lines = Form.useWatch('lines', form) ?? [];
  const totalFen = lines.reduce((s, l) => s + (l?.amountYuan ? toFen(l.amountYuan) : 0), 0);
  const submit = async (v: { lines?: LineForm[] }) => {
    try {
      const r = await staffPost<StaffCarSettleResult>(StaffCarPath.settle, {
        orderNo: props.orderNo,
        lines: (v.lines ?? []).map((l) => ({
          code: l.code,
          reason: l.reason.trim(),
          amountFen: toFen(l.amountYuan),
        })),
      });
      const { deductedFen, owedFen } = r.settlement;
      const owed = owedFen > 0 ? `，另需门店收取 ${yuan(owedFen)}` : '';
      message.success(`结算完成：从车辆押金扣除 ${yuan(deductedFen)}${owed}`);
      props.onSettled(r);
    } catch (err) {
      message.error((err as Error).message);
    }
  };
  return (
    <Card size="small" title="还车结算" style={{ marginBottom: 16 }}>
      <Form form={form} name={`car-settle-${props.orderNo}`} onFinish={submit}>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="baseline" wrap>
                  <Form.Item
                    name={[f.name, 'code']}
                    label="类型"
                    rules={[{ required: true, message: '请选择费用类型' }]}
                  >
                    <Select
                      style={{ width: 120 }}
                      options={CAR_SETTLE_LINE_CODES.map((c) => ({
                        value: c,
                        label: CAR_SETTLE_LINE_LABEL[c],
                      }))}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[f.name, 'reason']}
                    label="说明"
                    rules={[
                      { required: true, whitespace: true, message: '请填写费用说明' },
                      { max: CAR_SETTLE_LIMITS.maxReasonLength, message: '费用说明最多50个字符' },
                    ]}
                  >
                    <Input style={{ width: 240 }} placeholder="如：左前门划痕维修" />
                  </Form.Item>
                  <Form.Item
                    name={[f.name, 'amountYuan']}
                    label="金额（元）"
                    rules={[{ required: true, message: '请输入费用金额' }]}
                  >
                    <InputNumber min={0.01} max={maxYuan} precision={2} prefix="¥" />
                  </Form.Item>
                  <Button onClick={() => remove(f.name)}>删除</Button>
                </Space>
              ))}
              <Space>
                <Button
                  onClick={() => add({ code: 'FUEL' })}
                  disabled={fields.length >= CAR_SETTLE_LIMITS.maxLines}
                >
                  添加费用
                </Button>
                <Typography.Text>合计 {yuan(totalFen)}</Typography.Text>
                <Button type="primary" htmlType="submit">
                  确认结算
                </Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}

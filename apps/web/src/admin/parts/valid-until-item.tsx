import { DatePicker, Form } from 'antd';
import dayjs from 'dayjs';

/**
 * 报价有效期至: a date and time (to the minute) from today to `maxDays` days ahead, as the
 * quote calls take it (an ISO instant; the server checks the bounds again).
 */
export function ValidUntilItem({ maxDays }: { maxDays?: number }) {
  const latest = maxDays === undefined ? null : dayjs().add(maxDays, 'day');
  return (
    <Form.Item
      name="validUntil"
      label="报价有效期至"
      rules={[{ required: true, message: '请选择报价有效期' }]}
    >
      <DatePicker
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        disabledDate={(d) =>
          d.isBefore(dayjs(), 'day') || (latest !== null && d.isAfter(latest, 'day'))
        }
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

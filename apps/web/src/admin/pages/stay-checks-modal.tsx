import { useState } from 'react';
import { Alert, App, Form, Input, Modal } from 'antd';
import {
  StaffHotelCorrectionPath,
  type StaffHotelActResult,
  type StayCheckItem,
} from '@lvxing/shared';
import { staffPost } from '../api';

/** Which correction: 更正为已入住 (from 未入住) or 更正为未入住 (from 已入住). */
export type Correction = { item: StayCheckItem; to: 'STAYED' | 'NO_SHOW' };

const REASON_MAX = 200;

/** The correction's title, call and what it does to the money, by its target. */
const KIND = {
  STAYED: {
    title: '更正为已入住',
    path: StaffHotelCorrectionPath.markStayed,
    note: '客人实际已入住，酒店的未入住报告有误。订单改为已入住，离店后会员可开发票、写点评。',
  },
  NO_SHOW: {
    title: '更正为未入住',
    path: StaffHotelCorrectionPath.markNoShow,
    note: '酒店报告客人未入住。订单改为未入住，按房型政策不退款，在线支付的担保或预付款归酒店。',
  },
} as const;

/** The correction modal: a required reason (2–200 characters, kept in the audit log). */
export function CorrectionModal({
  correction,
  onClose,
  onDone,
}: {
  correction: Correction | null;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ correctionReason: string }>();
  const [busy, setBusy] = useState(false);
  const kind = correction ? KIND[correction.to] : null;
  const item = correction?.item;

  const submit = async ({ correctionReason }: { correctionReason: string }) => {
    if (!item || !kind) return;
    setBusy(true);
    try {
      const res = await staffPost<StaffHotelActResult>(kind.path, {
        orderNo: item.orderNo,
        correctionReason: correctionReason.trim(),
      });
      message.success(`订单 ${item.orderNo} 已更正为${res.stateLabel}`);
      form.resetFields();
      onClose();
      await onDone();
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={kind ? `${kind.title} · 订单 ${item?.orderNo}` : ''}
      open={correction !== null}
      okText={kind?.title ?? '确定'}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        {item?.hotelName} · {item?.roomTypeName} · {item?.checkIn} 至 {item?.checkOut} ·{' '}
        {item?.guestNames.join('、')}
      </p>
      {kind && <Alert type="warning" showIcon title={kind.note} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="correctionReason"
          label="更正原因"
          rules={[
            { required: true, whitespace: true, message: '请填写更正原因' },
            { min: 2, message: '更正原因至少2个字' },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={REASON_MAX}
            showCount
            placeholder="例如：酒店前台回电确认客人已于当晚入住"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

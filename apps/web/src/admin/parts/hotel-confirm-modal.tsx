import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import {
  HOTEL_CONFIRMATION_NO_PATTERN,
  StaffHotelPath,
  type StaffHotelActResult,
  type StaffHotelQueueItem,
} from '@lvxing/shared';
import { staffPost } from '../api';

/** 确认: asks the hotel's confirmation number, then confirms the stay. */
export function ConfirmModal({
  item,
  onClose,
  onDone,
}: {
  item: StaffHotelQueueItem | null;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ confirmationNo: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ confirmationNo }: { confirmationNo: string }) => {
    if (!item) return;
    setBusy(true);
    try {
      const res = await staffPost<StaffHotelActResult>(StaffHotelPath.confirm, {
        orderNo: item.orderNo,
        confirmationNo: confirmationNo.trim(),
      });
      message.success(`订单 ${item.orderNo} ${res.stateLabel}`);
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
      title={`确认订单 ${item?.orderNo ?? ''}`}
      open={item !== null}
      okText="确认"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        {item?.hotelName} · {item?.roomTypeName} · {item?.checkIn} 至 {item?.checkOut}
      </p>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="confirmationNo"
          label="酒店确认号"
          rules={[
            { required: true, message: '请填写酒店确认号' },
            {
              pattern: HOTEL_CONFIRMATION_NO_PATTERN,
              message: '酒店确认号应为4–32位字母、数字或 -',
            },
          ]}
        >
          <Input placeholder="酒店提供的确认号" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useState } from 'react';
import { Form, Input, Select, type UploadFile } from 'antd';
import { useMutation } from '@tanstack/react-query';
import {
  SERVICE_SLA_TEXT,
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABEL,
  type TicketCategory,
} from '@lvxing/shared';
import { useAppQueryClient } from '@/lib/query-hooks';
import { openTicket } from '../api/service-api';
import { AttachmentsField, uploadedIds } from './attachments-field';

const ORDER_NO = /^\d{12,24}$/;
const CATEGORY_OPTIONS = TICKET_CATEGORIES.map((c) => ({
  value: c,
  label: TICKET_CATEGORY_LABEL[c],
}));

interface Values {
  category: TicketCategory;
  orderNo: string;
  description: string;
}

/**
 * 联系客服: a new ticket (category, optional order number of the member's own order, the
 * problem, up to 3 attachments). Sent once; the answer opens the ticket.
 */
export function TicketForm({ orderNo, onDone }: { orderNo: string; onDone: (no: string) => void }) {
  const client = useAppQueryClient();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const send = useMutation(
    {
      mutationFn: (v: Values) =>
        openTicket({
          category: v.category,
          ...(v.orderNo ? { orderNo: v.orderNo } : {}),
          description: v.description,
          attachmentIds: uploadedIds(files),
        }),
      onSuccess: (r) => {
        void client.invalidateQueries({ queryKey: ['service'] });
        onDone(r.ticketNo);
      },
    },
    client,
  );
  const uploading = files.some((f) => f.status === 'uploading');
  return (
    <section className="card svc-panel">
      <h2>提交工单</h2>
      <p className="svc-sla">服务承诺：{SERVICE_SLA_TEXT}，处理进度可在“我的工单”查看。</p>
      <Form<Values>
        className="svc-form"
        layout="vertical"
        initialValues={{ category: 'OTHER', orderNo, description: '' }}
        onFinish={(v) => send.mutate(v)}
      >
        <Form.Item
          name="category"
          label="问题类型"
          rules={[{ required: true, message: '请选择问题类型' }]}
        >
          <Select options={CATEGORY_OPTIONS} placeholder="请选择" data-testid="ticket-category" />
        </Form.Item>
        <Form.Item
          name="orderNo"
          label="订单号（选填）"
          rules={[{ pattern: ORDER_NO, message: '订单号不正确' }]}
        >
          <Input placeholder="与订单有关时填写，可在“我的订单”中查看" maxLength={24} />
        </Form.Item>
        <Form.Item
          name="description"
          label="问题描述"
          rules={[
            { required: true, message: '请填写问题描述' },
            { min: 5, message: '问题描述至少5个字符' },
          ]}
        >
          <Input.TextArea
            rows={5}
            maxLength={1000}
            showCount
            placeholder="请描述遇到的问题，如航班号、出行日期、已尝试的操作"
            data-testid="ticket-description"
          />
        </Form.Item>
        <Form.Item label="附件（选填）">
          <AttachmentsField files={files} onChange={setFiles} />
        </Form.Item>
        <button
          type="submit"
          className="btn btn--primary"
          disabled={send.isPending || uploading}
          data-testid="ticket-submit"
        >
          提交工单
        </button>
      </Form>
    </section>
  );
}

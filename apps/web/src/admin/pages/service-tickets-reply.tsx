import { useState } from 'react';
import { Button, Form, Input, Select, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import {
  STAFF_REPLY_STATES,
  TICKET_ATTACHMENT_LIMITS,
  TICKET_ATTACHMENT_MIMES,
  TICKET_STATE_LABEL,
  type FileView,
  type StaffReplyState,
} from '@lvxing/shared';
import { uploadStaffAttachment } from './service-tickets-files';

export interface ReplyValues {
  content: string;
  state: StaffReplyState;
  attachmentIds: string[];
}

const REPLY_MAX = 1000;

/**
 * The staff reply: the text (1–1000 characters), up to 3 attachments uploaded as they are
 * picked (the server checks type and size), and the state the reply leaves (default 处理中).
 * Keyed by the ticket's state where it is used, so a sent reply starts a fresh form.
 */
export function TicketReplyForm(props: {
  busy: boolean;
  onReply: (v: ReplyValues) => Promise<void>;
}) {
  const [files, setFiles] = useState<UploadFile[]>([]);
  const uploading = files.some((f) => f.status === 'uploading');
  const submit = (v: Omit<ReplyValues, 'attachmentIds'>) =>
    props.onReply({
      content: v.content.trim(),
      state: v.state,
      attachmentIds: files
        .filter((f) => f.status === 'done')
        .map((f) => (f.response as FileView).id),
    });
  return (
    <Form<Omit<ReplyValues, 'attachmentIds'>>
      layout="vertical"
      onFinish={submit}
      initialValues={{ content: '', state: 'PROCESSING' }}
    >
      <Form.Item
        name="content"
        label="回复内容"
        rules={[{ required: true, whitespace: true, message: '请填写回复内容' }]}
      >
        <Input.TextArea
          rows={4}
          maxLength={REPLY_MAX}
          showCount
          placeholder="例如：您好，已为您核实订单，可以改签到次日同车次，请确认是否办理"
        />
      </Form.Item>
      <Form.Item label="附件" extra="JPG/PNG/WebP/PDF，每个不超过 5 MB，最多 3 个">
        <Upload
          accept={TICKET_ATTACHMENT_MIMES.join(',')}
          multiple
          fileList={files}
          maxCount={TICKET_ATTACHMENT_LIMITS.perMessage}
          customRequest={({ file, onSuccess, onError }) => {
            uploadStaffAttachment(file as File)
              .then((view) => onSuccess?.(view))
              .catch((err: Error) => onError?.(err));
          }}
          onChange={({ fileList }) =>
            setFiles(
              fileList.map((f) =>
                f.status === 'error' && f.error ? { ...f, response: f.error.message } : f,
              ),
            )
          }
        >
          <Button icon={<UploadOutlined />}>上传附件</Button>
        </Upload>
      </Form.Item>
      <Form.Item name="state" label="回复后状态">
        <Select
          style={{ width: 200 }}
          options={STAFF_REPLY_STATES.map((s) => ({ value: s, label: TICKET_STATE_LABEL[s] }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={props.busy} disabled={uploading}>
        发送回复
      </Button>
    </Form>
  );
}

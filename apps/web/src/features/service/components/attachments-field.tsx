import { Upload, type UploadFile } from 'antd';
import { TICKET_ATTACHMENT_LIMITS } from '@lvxing/shared';
import { uploadAttachment } from '../api/service-api';

const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/**
 * Attachments of a message (antd Upload): each file is uploaded as it is picked; the server
 * checks its bytes (JPG, PNG, WebP, PDF) and size (5 MB), and its refusal shows on the file.
 */
export function AttachmentsField(props: {
  files: UploadFile[];
  onChange: (files: UploadFile[]) => void;
}) {
  return (
    <Upload
      accept={ACCEPT}
      multiple
      listType="text"
      fileList={props.files}
      maxCount={TICKET_ATTACHMENT_LIMITS.perMessage}
      beforeUpload={(file) => {
        if (file.size > TICKET_ATTACHMENT_LIMITS.maxBytes) {
          props.onChange([
            ...props.files,
            { uid: file.uid, name: file.name, status: 'error', response: '单个文件不能超过 5 MB' },
          ]);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        uploadAttachment(file as File)
          .then((view) => onSuccess?.(view))
          .catch((err: Error) => onError?.(err, err.message));
      }}
      onChange={({ fileList }) =>
        props.onChange(
          fileList.map((f) =>
            f.status === 'error' && f.error ? { ...f, response: f.error.message } : f,
          ),
        )
      }
    >
      <button type="button" className="btn" data-testid="ticket-upload">
        上传附件
      </button>
      <span className="svc-meta"> JPG/PNG/WebP/PDF，每个不超过 5 MB，最多 3 个</span>
    </Upload>
  );
}

/** The ids of the files uploaded successfully. */
export const uploadedIds = (files: UploadFile[]) =>
  files.filter((f) => f.status === 'done').map((f) => (f.response as { id: string }).id);

import { useEffect, useState } from 'react';
import {
  VISA_ITEM_STATE_LABEL,
  VISA_MATERIAL_LIMITS,
  type VisaCaseView,
  type VisaItemView,
} from '@lvxing/shared';
import {
  MATERIAL_ACCEPT,
  materialProblem,
  materialUrl,
  removeMaterial,
  uploadMaterial,
} from './visa-materials-api';

type VisaFile = VisaItemView['files'][number];

interface ItemRowProps {
  orderNo: string;
  applicantId: string;
  item: VisaItemView;
  /** Files may be added or taken off (the case waits for materials or more of them). */
  editable: boolean;
  onCase: (next: VisaCaseView) => void;
}

/** An image's thumbnail (fetched with the member's token), or the file's name for a PDF. */
function FileThumb({ file }: { file: VisaFile }) {
  const [url, setUrl] = useState<string | null>(null);
  const image = file.mime.startsWith('image/');
  useEffect(() => {
    if (!image) return;
    let made: string | null = null;
    let live = true;
    materialUrl(file.id)
      .then((u) => {
        made = u;
        if (live) setUrl(u);
        else URL.revokeObjectURL(u);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [file.id, image]);
  if (image && url) return <img className="vm-thumb" src={url} alt={file.name} />;
  return <span className="vm-thumb vm-thumb--doc">{image ? '图片' : 'PDF'}</span>;
}

/** Sends a picked file to the item (after the limits' check): its progress, or why it was not sent. */
function useMaterialUpload(props: ItemRowProps) {
  const { orderNo, applicantId, item, onCase } = props;
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const refused = materialProblem(file, item.files.length);
    setProblem(refused);
    if (refused) return;
    setProgress(0);
    try {
      onCase(await uploadMaterial({ orderNo, applicantId, itemId: item.id }, file, setProgress));
    } catch (e) {
      setProblem((e as Error).message || '上传失败，请重试');
    } finally {
      setProgress(null);
    }
  };
  const remove = async (fileId: string) => {
    try {
      onCase(await removeMaterial({ orderNo, applicantId, itemId: item.id, fileId }));
    } catch {
      // the API client has shown the server's message
    }
  };
  return { progress, problem, pick, remove };
}

/** The item's files, each with its thumbnail and, while it may change, 删除. */
function FileList(props: {
  files: VisaFile[];
  canChange: boolean;
  onRemove: (id: string) => void;
}) {
  return (
    <ul className="vm-files">
      {props.files.map((f) => (
        <li key={f.id} className="vm-file">
          <FileThumb file={f} />
          <span className="vm-file__name">{f.name}</span>
          {props.canChange && (
            <button type="button" className="link-btn" onClick={() => props.onRemove(f.id)}>
              删除
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * One checklist item: its review state (需补充 with the reason), its files with thumbnails and
 * 删除, and 上传 with a progress bar; a file the limits refuse is not sent.
 */
export function VisaItemRow(props: ItemRowProps) {
  const { item } = props;
  const { progress, problem, pick, remove } = useMaterialUpload(props);
  const canChange = props.editable && item.state !== 'ACCEPTED';
  return (
    <li className="vm-item" data-testid="visa-item" data-item={item.id}>
      <div className="vm-item__head">
        <strong>{item.name}</strong>
        {item.required ? null : <span className="vm-muted">（选填）</span>}
        <span className={`vm-tag vm-tag--${item.state.toLowerCase()}`} data-testid="item-state">
          {VISA_ITEM_STATE_LABEL[item.state]}
        </span>
      </div>
      <p className="vm-muted">{item.description}</p>
      {item.reason && (
        <p className="vm-reason" role="alert" data-testid="item-reason">
          需补充原因：{item.reason}
        </p>
      )}
      <FileList files={item.files} canChange={canChange} onRemove={(id) => void remove(id)} />
      {progress !== null && (
        <progress className="vm-progress" max={100} value={progress} aria-label="上传进度" />
      )}
      {problem && (
        <p className="vm-reason" role="alert" data-testid="item-problem">
          {problem}
        </p>
      )}
      {canChange && item.files.length < VISA_MATERIAL_LIMITS.filesPerItem && (
        <label className="btn btn--ghost btn--sm vm-upload">
          上传
          <input
            type="file"
            className="sr-only"
            accept={MATERIAL_ACCEPT}
            data-testid={`upload-${item.id}`}
            disabled={progress !== null}
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
      )}
    </li>
  );
}

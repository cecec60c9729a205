import { useCallback, useEffect, useState } from 'react';
import {
  App,
  Button,
  Descriptions,
  Divider,
  Drawer,
  Input,
  Space,
  Spin,
  Tag,
  Timeline,
} from 'antd';
import {
  APPLICANT_TYPE_LABEL,
  StaffVisaPath,
  VISA_CASE_STATE_LABEL,
  VISA_ITEM_STATE_LABEL,
  type StaffVisaCaseDetail,
  type VisaCaseState,
  type VisaItemView,
} from '@lvxing/shared';
import { staffPost } from '../api';
import { openStaffAttachment } from '../pages/service-tickets-files';
import { beijing } from './beijing';

/**
 * The moves the console offers from each state (the server checks each against the case: an
 * e-visa goes 出签 → 已完成, a sticker visa 出签 → 护照寄回).
 */
const NEXT: Partial<Record<VisaCaseState, readonly VisaCaseState[]>> = {
  REVIEWING: ['APPROVED'],
  APPROVED: ['SUBMITTED'],
  SUBMITTED: ['AT_EMBASSY'],
  AT_EMBASSY: ['ISSUED', 'REFUSED'],
  ISSUED: ['PASSPORT_RETURNED', 'COMPLETED'],
  REFUSED: ['PASSPORT_RETURNED'],
  PASSPORT_RETURNED: ['COMPLETED'],
};

const ITEM_COLOR = { MISSING: 'default', UPLOADED: 'blue', ACCEPTED: 'green', REJECTED: 'orange' };

/** One item: its files (opened with the staff token), 通过, and 需补充 with the reason. */
function ItemReview(props: {
  item: VisaItemView;
  busy: boolean;
  onReview: (itemId: string, decision: 'ACCEPT' | 'REJECT', reason?: string) => void;
}) {
  const { item, busy, onReview } = props;
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  return (
    <div className="admin-visa-item" data-testid="staff-visa-item">
      <Space wrap>
        <strong>{item.name}</strong>
        <Tag color={ITEM_COLOR[item.state]}>{VISA_ITEM_STATE_LABEL[item.state]}</Tag>
        {item.reason && <span className="admin-muted">原因：{item.reason}</span>}
      </Space>
      <div>
        {item.files.map((f) => (
          <Button
            key={f.id}
            type="link"
            size="small"
            onClick={() => openStaffAttachment(f).catch((e: Error) => message.error(e.message))}
          >
            {f.name}
          </Button>
        ))}
        {!item.files.length && <span className="admin-muted">未上传</span>}
      </div>
      {item.state === 'UPLOADED' && (
        <Space wrap>
          <Button
            size="small"
            type="primary"
            disabled={busy}
            onClick={() => onReview(item.id, 'ACCEPT')}
          >
            通过
          </Button>
          <Input
            size="small"
            placeholder="需补充的原因"
            aria-label={`${item.name}需补充的原因`}
            value={reason}
            maxLength={100}
            onChange={(e) => setReason(e.target.value)}
            style={{ width: 220 }}
          />
          <Button
            size="small"
            danger
            disabled={busy || !reason.trim()}
            onClick={() => onReview(item.id, 'REJECT', reason.trim())}
          >
            需补充
          </Button>
        </Space>
      )}
    </div>
  );
}

/** The applicant as the server shows staff (passport and ID masked) and the trip. */
function CaseFacts({ c }: { c: StaffVisaCaseDetail }) {
  return (
    <Descriptions column={2} size="small" bordered>
      <Descriptions.Item label="状态">{c.stateLabel}</Descriptions.Item>
      <Descriptions.Item label="签证">{c.visaTitle}</Descriptions.Item>
      <Descriptions.Item label="拼音">{c.pinyin}</Descriptions.Item>
      <Descriptions.Item label="类型">{APPLICANT_TYPE_LABEL[c.applicantType]}</Descriptions.Item>
      <Descriptions.Item label="护照">{c.passportNo}</Descriptions.Item>
      <Descriptions.Item label="身份证">{c.idNo}</Descriptions.Item>
      <Descriptions.Item label="出生日期">{c.birthDate}</Descriptions.Item>
      <Descriptions.Item label="户籍/常住省份">{c.provinceName}</Descriptions.Item>
      <Descriptions.Item label="行程" span={2}>
        {c.departDate} 至 {c.returnDate}
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * A case's drawer: the applicant (documents masked by the server), each item with its files and
 * review, the next moves and the history.
 */
export function VisaCaseDrawer(props: {
  applicantId: string | null;
  onClose: () => void;
  onChanged: () => Promise<void>;
}) {
  const { applicantId, onClose, onChanged } = props;
  const { message } = App.useApp();
  const [c, setCase] = useState<StaffVisaCaseDetail | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    if (!applicantId) return;
    try {
      setCase(await staffPost<StaffVisaCaseDetail>(StaffVisaPath.caseDetail, { applicantId }));
    } catch (err) {
      message.error((err as Error).message);
    }
  }, [applicantId, message]);
  useEffect(() => {
    setCase(null);
    void load();
  }, [load]);

  const run = async (path: string, body: object, done: string) => {
    setBusy(true);
    try {
      await staffPost(path, { applicantId, ...body });
      message.success(done);
      await Promise.all([load(), onChanged()]);
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const move = (to: VisaCaseState) =>
    run(StaffVisaPath.caseMove, { toState: to }, `已改为“${VISA_CASE_STATE_LABEL[to]}”`);
  const review = (itemId: string, decision: 'ACCEPT' | 'REJECT', missingReason?: string) =>
    void run(StaffVisaPath.itemReview, { itemId, decision, missingReason }, '已记录审核结果');

  return (
    <Drawer
      title={c ? `${c.name}（${c.orderNo}）` : '签证办理'}
      size={640}
      open={applicantId !== null}
      onClose={onClose}
    >
      {!c ? (
        <Spin />
      ) : (
        <>
          <CaseFacts c={c} />
          <Divider titlePlacement="start">材料审核</Divider>
          {c.items.map((item) => (
            <ItemReview key={item.id} item={item} busy={busy} onReview={review} />
          ))}
          <Divider titlePlacement="start">办理进度</Divider>
          <Space wrap style={{ marginBottom: 12 }}>
            {(NEXT[c.state] ?? []).map((to) => (
              <Button key={to} disabled={busy} onClick={() => void move(to)}>
                改为{VISA_CASE_STATE_LABEL[to]}
              </Button>
            ))}
          </Space>
          <Timeline
            items={c.history.map((h) => ({
              content: `${beijing(h.at)} ${h.label}${h.note ? `：${h.note}` : ''}`,
            }))}
          />
        </>
      )}
    </Drawer>
  );
}

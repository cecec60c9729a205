import { useCallback, useEffect, useState } from 'react';
import { App, Descriptions, Divider, Drawer, Empty, Spin, Timeline } from 'antd';
import {
  BUDGET_LEVEL_LABEL,
  COOPERATION_MOVES,
  COOPERATION_STATE_LABEL,
  OFFICIAL_ORG_TYPE_LABEL,
  OFFICIAL_SERVICE_LABEL,
  StaffCooperationPath,
  type CooperationState,
  type StaffCooperationDetailResult,
} from '@lvxing/shared';
import { staffPost } from '../api';
import { beijing } from './beijing';
import { CooperationMoveForm, type MoveValues } from './cooperation-move-form';
import { CustomQuoteForm, CustomQuoteList, QUOTABLE_STATES } from './cooperation-quote';
import { CooperationTrip } from './cooperation-trip';

/** Tag colours of the request states. */
export const STATE_COLOR: Record<CooperationState, string> = {
  SUBMITTED: 'orange',
  ACCEPTED: 'blue',
  NEGOTIATING: 'purple',
  SIGNED: 'green',
  DECLINED: 'default',
};

const stateLabel = (s: string) => COOPERATION_STATE_LABEL[s as CooperationState] ?? s;
/** A code's Chinese label from one of the form's label maps, else the code itself. */
const labelIn = (map: Record<string, string>, v: unknown) =>
  typeof v === 'string' ? (map[v] ?? v) : '—';
/** Details of the form shown with Chinese names (the kind's extra fields). */
const DETAIL_ROWS: [string, string, (v: unknown) => string][] = [
  ['orgType', '单位类型', (v) => labelIn(OFFICIAL_ORG_TYPE_LABEL, v)],
  ['budgetLevel', '预算级次', (v) => labelIn(BUDGET_LEVEL_LABEL, v)],
  ['region', '所在地区', (v) => String(v ?? '—')],
  ['position', '职务', (v) => String(v || '—')],
  ['yearlyTrips', '年出行人次', (v) => String(v ?? '—')],
  ['officialCard', '使用公务卡', (v) => (v === true ? '是' : v === false ? '否' : '—')],
];

/**
 * A request's drawer: the whole form (a custom trip's with its trip, indicative range, quote
 * versions and the form for a new one), its history of moves with the notes, and the moves its
 * state allows (COOPERATION_MOVES) with a required note.
 */
export function CooperationDrawer(props: {
  requestNo: string | null;
  onClose: () => void;
  onMoved: () => Promise<void>;
}) {
  const { requestNo, onClose, onMoved } = props;
  const { message } = App.useApp();
  const [detail, setDetail] = useState<StaffCooperationDetailResult | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    if (!requestNo) return;
    try {
      setDetail(
        await staffPost<StaffCooperationDetailResult>(StaffCooperationPath.detail, { requestNo }),
      );
    } catch (err) {
      message.error((err as Error).message);
    }
  }, [requestNo, message]);
  useEffect(() => {
    setDetail(null);
    void load();
  }, [load]);

  const move = async (v: MoveValues) => {
    setBusy(true);
    try {
      await staffPost(StaffCooperationPath.move, { requestNo, to: v.to, note: v.note });
      message.success(`已改为“${stateLabel(v.to)}”`);
      await Promise.all([load(), onMoved()]);
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const r = detail?.request;
  const next = r ? (COOPERATION_MOVES[r.state] ?? []) : [];
  // a custom trip (定制游) has no organisation: its trip and estimate take the official rows' place
  const custom = r?.kind === 'TOUR_CUSTOM';

  return (
    <Drawer
      title={r ? `${r.orgName}（${r.requestNo}）` : '合作申请'}
      size={640}
      open={requestNo !== null}
      onClose={onClose}
    >
      {!r ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="状态">{stateLabel(r.state)}</Descriptions.Item>
            <Descriptions.Item label="提交时间">{beijing(r.createdAt)}</Descriptions.Item>
            {r.creditCode ? (
              <Descriptions.Item label="统一社会信用代码" span={2}>
                {r.creditCode}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label="联系人">{r.contactName}</Descriptions.Item>
            <Descriptions.Item label="手机号">{r.contactMobile}</Descriptions.Item>
            <Descriptions.Item label="邮箱" span={2}>
              {r.contactEmail || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={custom ? '服务需求' : '合作需求'} span={2}>
              {r.services.map((s) => labelIn(OFFICIAL_SERVICE_LABEL, s)).join('、') || '—'}
            </Descriptions.Item>
            {DETAIL_ROWS.filter(([k]) => k in r.details).map(([k, label, show]) => (
              <Descriptions.Item key={k} label={label}>
                {show(r.details[k])}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label="备注" span={2}>
              {r.remarks || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="提交方式" span={2}>
              {r.fromMember ? '会员登录后提交' : '访客提交'}
            </Descriptions.Item>
          </Descriptions>
          {custom && <CooperationTrip details={r.details} />}
          {custom && (
            <>
              <Divider titlePlacement="start">报价</Divider>
              <CustomQuoteList quotes={detail.quotes} />
              {QUOTABLE_STATES.includes(r.state) && (
                <CustomQuoteForm
                  request={r}
                  busy={busy}
                  onQuoted={() => Promise.all([load(), onMoved()]).then(() => undefined)}
                />
              )}
            </>
          )}
          <Divider titlePlacement="start">处理记录</Divider>
          {detail.history.length === 0 ? (
            <Empty description="尚未处理" image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <Timeline
              items={detail.history.map((h) => ({
                title: beijing(h.at),
                content: `${h.staffName ?? '系统'}：${stateLabel(h.from)} → ${stateLabel(h.to)}。${h.note}`,
              }))}
            />
          )}
          {next.length > 0 && (
            <>
              <Divider titlePlacement="start">处理</Divider>
              <CooperationMoveForm key={r.state} next={next} busy={busy} onMove={move} />
            </>
          )}
        </>
      )}
    </Drawer>
  );
}

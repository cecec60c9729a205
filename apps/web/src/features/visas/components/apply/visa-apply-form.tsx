import { VISA_MAX_APPLICANTS, type VisaDetail } from '@lvxing/shared';
import { ContactCard } from '@/components/booking/contact-card';
import { PriceLinesPanel } from '@/components/booking/price-lines-panel';
import { SubmitBar } from '@/components/booking/submit-bar';
import { useUserStore } from '@/stores/user-store';
import { ApplicantCard } from './applicant-card';
import { DistrictSwitchLink } from './district-switch';
import { HandoverCard, TripCard } from './trip-card';
import { useVisaApply } from './use-visa-apply';

const provincesOf = (d: VisaDetail) =>
  d.districts.flatMap((x) => x.provinces).sort((a, b) => a.code.localeCompare(b.code));

/** The steps of an application, as the member will go through them. */
const STEPS = ['填写申请信息', '支付订单', '上传材料', '材料审核', '送签出签'];

/**
 * 签证申请 填写: the product, the trip, 1–9 applicants, the contact, the passport hand-over, the
 * total (per applicant × applicants) and 提交订单 (then the pay page).
 */
export function VisaApplyForm({ d }: { d: VisaDetail }) {
  const f = useVisaApply(d);
  const isMobile = useUserStore((s) => s.isMobile);
  const provinces = provincesOf(d);
  const count = f.draft.applicants.length;
  const contactErrors = { name: f.errorAt('contact.name'), mobile: f.errorAt('contact.mobile') };
  return (
    <div className="book container va" data-testid="visa-apply">
      <div className="book__main">
        <section className="card va-card va-summary">
          <h1 className="va-summary__title">{d.title}</h1>
          <p className="va-muted">
            送签城市 {d.consulateCity} · {d.countryName}
          </p>
          <ol className="va-steps" aria-label="办理步骤">
            {STEPS.map((s, i) => (
              <li key={s} className={i === 0 ? 'is-current' : undefined}>
                <span className="va-steps__no">{i + 1}</span>
                {s}
              </li>
            ))}
          </ol>
        </section>
        <TripCard f={f} d={d} />
        <h2 className="va-section-title">
          申请人（{count}/{VISA_MAX_APPLICANTS}）
        </h2>
        {f.errorAt('applicants') && (
          <p className="book-card__warn" role="alert">
            {f.errorAt('applicants')}
          </p>
        )}
        {f.draft.applicants.map((a, i) => (
          <ApplicantCard key={a.key} f={f} index={i} provinces={provinces} />
        ))}
        {count < VISA_MAX_APPLICANTS && (
          <button
            type="button"
            className="btn btn--ghost va-add"
            data-testid="add-applicant"
            onClick={f.addApplicant}
          >
            + 添加申请人
          </button>
        )}
        <ContactCard
          value={f.draft.contact}
          errors={contactErrors}
          onChange={(contact) => f.update({ contact })}
          note="办理进度、补充材料及出签结果将通过短信通知联系人"
        />
        <HandoverCard f={f} d={d} />
        {f.serverError && !f.serverError.path && (
          <p className="book-card__warn" role="alert" data-testid="apply-server-error">
            {f.serverError.message}
          </p>
        )}
        {f.serverError?.switchTo && !f.serverError.path && (
          <DistrictSwitchLink to={f.serverError.switchTo} draft={f.draft} />
        )}
      </div>
      <SubmitBar
        isMobile={isMobile}
        totalFen={f.totalFen}
        panel={
          <PriceLinesPanel
            lines={[{ key: 'visa', label: '签证费用（每人）', unitFen: d.totalFen, count }]}
            totalFen={f.totalFen}
            stale={false}
            note="含使馆签证费、签证中心服务费及代办服务费；使馆签证费一经送签不予退还"
          />
        }
        submitting={f.submitting}
        onSubmit={() => void f.submit()}
      />
    </div>
  );
}

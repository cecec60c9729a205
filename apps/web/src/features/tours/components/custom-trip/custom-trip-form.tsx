import type { ItinerarySubmitResult } from '@lvxing/shared';
import { ContactFields } from '@/components/form-fields';
import { RequestClosing } from '@/components/request-fields';
import { useDraftForm } from '@/lib/use-draft-form';
import { checkCustom, emptyCustom, type CustomDraft } from './custom-draft';
import { CustomTripPrefs } from './custom-trip-prefs';
import { CustomTripRoute } from './custom-trip-route';
import { submitCustomTrip } from './submit-custom-trip';

/**
 * The custom trip request (定制游): the trip, preferences and contact, checked as typed once a
 * send was tried with the contract's own messages; sent once (a write, never retried) and
 * answered at once with the indicative price range.
 */
export function CustomTripForm({ onDone }: { onDone: (r: ItinerarySubmitResult) => void }) {
  const { draft, errors, set, text, submit, pending } = useDraftForm({
    empty: emptyCustom(),
    check: (d: CustomDraft) => checkCustom(d),
    send: submitCustomTrip,
    onDone,
  });
  return (
    <form className="card custom-trip" onSubmit={submit} noValidate aria-label="定制游需求">
      <h2 className="custom-trip__title">告诉我们您想怎么玩</h2>
      <p className="custom-trip__lead">
        提交后立即按本站机票、酒店与当地游玩的实时价格给出参考价，定制顾问 1
        个工作日内联系您细化行程
      </p>
      <CustomTripRoute draft={draft} errors={errors} set={set} />
      <CustomTripPrefs draft={draft} errors={errors} set={set} />
      <fieldset className="custom-trip__part">
        <legend>联系方式</legend>
        <div className="custom-trip__grid">
          <ContactFields
            testPrefix="custom"
            contact={text('contactName')}
            mobile={text('mobile')}
          />
        </div>
        <RequestClosing
          {...{ draft, errors, set }}
          remarksPlaceholder="如：想看日出、老人同行少走路、需要婴儿床"
          consentTestId="custom-consent"
        >
          我已阅读并同意：所填信息仅用于本次行程定制，由定制顾问联系
        </RequestClosing>
      </fieldset>
      <button
        type="submit"
        className="btn btn--primary custom-trip__submit"
        disabled={pending}
        data-testid="custom-submit"
      >
        {pending ? '正在估算参考价…' : '提交并查看参考价'}
      </button>
    </form>
  );
}

import {
  DISABILITY_CERT_LABEL,
  PROFILE_STATE_LABEL,
  SEX_LABEL,
  type SavedPassengerView,
} from '@lvxing/shared';
import { countryName } from '@/lib/use-country-names';
import type { Country } from '@/lib/country-names';
import { PROFILE_TONE } from '../lib/profile-state';

interface SavedPassengerItemProps {
  passenger: SavedPassengerView;
  /** Country names once loaded (a passport's 国籍), else null. */
  countries: Country[] | null;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One saved passenger as the list shows it: every number masked (the server's), the passport's
 * expiry, and tags for its discount profiles (学生资质 with its 核验状态, 残疾军人).
 */
export function SavedPassengerItem({
  passenger: p,
  countries,
  onEdit,
  onDelete,
}: SavedPassengerItemProps) {
  return (
    <li className="card trav-item" data-testid="saved-passenger-item">
      <header className="trav-item__head">
        <h3 className="trav-item__name">{p.name}</h3>
        {p.sex && <span className="trav-item__sex">{SEX_LABEL[p.sex]}</span>}
        {p.student && (
          <span
            className={`state-tag state-tag--${PROFILE_TONE[p.student.state]}`}
            data-testid="student-tag"
          >
            学生资质{PROFILE_STATE_LABEL[p.student.state]}
          </span>
        )}
        {p.disabledSoldier && <span className="tag tag--soft">残疾军人</span>}
        <span className="trav-item__actions">
          <button type="button" className="link-btn" onClick={onEdit} aria-label={`编辑 ${p.name}`}>
            编辑
          </button>
          <button
            type="button"
            className="link-btn trav-item__delete"
            onClick={onDelete}
            aria-label={`删除 ${p.name}`}
          >
            删除
          </button>
        </span>
      </header>
      <SavedPassengerFacts passenger={p} countries={countries} />
    </li>
  );
}

/** The masked numbers of a saved passenger and what its profiles hold. */
function SavedPassengerFacts({
  passenger: p,
  countries,
}: Pick<SavedPassengerItemProps, 'passenger' | 'countries'>) {
  return (
    <dl className="trav-item__facts">
      <div>
        <dt>{p.idTypeLabel}</dt>
        <dd data-testid="saved-passenger-idno">{p.idNoMasked}</dd>
      </div>
      {p.idType !== '1' && p.birthDate && (
        <div>
          <dt>出生日期</dt>
          <dd>{p.birthDate}</dd>
        </div>
      )}
      {p.mobileMasked && (
        <div>
          <dt>手机号</dt>
          <dd>{p.mobileMasked}</dd>
        </div>
      )}
      {p.passport && (
        <div>
          <dt>护照</dt>
          <dd>
            {p.passport.noMasked}
            <span className="trav-item__meta">
              {countryName(countries, p.passport.nationality)} · 有效期至 {p.passport.expiry}
            </span>
          </dd>
        </div>
      )}
      {p.student && (
        <div>
          <dt>学生资质</dt>
          <dd>
            {p.student.school} · {p.student.enrolYear}级
            <span className="trav-item__meta">
              优惠区间 {p.student.homeCity} ⇄ {p.student.schoolCity}
            </span>
            {p.student.state === 'REJECTED' && p.student.reason && (
              <span className="trav-item__reason">未通过原因：{p.student.reason}</span>
            )}
          </dd>
        </div>
      )}
      {p.disabledSoldier && (
        <div>
          <dt>{DISABILITY_CERT_LABEL[p.disabledSoldier.certType]}</dt>
          <dd>{p.disabledSoldier.certNoMasked}</dd>
        </div>
      )}
    </dl>
  );
}

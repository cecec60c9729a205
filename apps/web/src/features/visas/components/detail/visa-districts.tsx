import { Link } from 'react-router';
import type { VisaDetail } from '@lvxing/shared';
import { visaDetailHref } from '../country-products';

/** Every 领区 of the offer: the consulate, the provinces it takes, a link to its product. */
export function VisaDistricts({ d }: { d: VisaDetail }) {
  return (
    <section className="card vs-districts" aria-labelledby="vs-districts-title">
      <h2 id="vs-districts-title" className="vs-section__title">
        领区与受理范围
      </h2>
      <p className="vs-muted">
        按户籍所在地划分领区；非本领区户籍须持本领区居住证并连续居住满6个月。（示例数据，
        {d.sampleDate}
        录入，以使馆最新公布为准）
      </p>
      <ul className="vs-district-list">
        {d.districts.map((x) => {
          const mine = x.productCode === d.code;
          return (
            <li
              key={x.productCode}
              className={mine ? 'vs-district vs-district--mine' : 'vs-district'}
            >
              <p className="vs-district__head">
                <strong>{x.city}</strong>
                <span>{x.consulate}</span>
                {mine ? (
                  <span className="vs-tag">本产品</span>
                ) : (
                  <Link to={visaDetailHref(x.productCode)}>查看该领区产品</Link>
                )}
              </p>
              <p className="vs-district__provinces">{x.provinces.map((p) => p.name).join('、')}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

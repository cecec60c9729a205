import type { ReactNode } from 'react';
import { ui } from '@/lib/ui-bridge';
import { PageBanner } from './page-banner';

export interface PlaceholderField {
  label: string;
  placeholder: string;
  type?: 'text' | 'date' | 'tel' | 'number';
}

export interface AreaPlaceholderProps {
  /** Small label above the title, e.g. 国内机票. */
  eyebrow: string;
  title: string;
  description: string;
  icon: ReactNode;
  fields: PlaceholderField[];
  actionText: string;
  highlights: { title: string; text: string }[];
  /** Extra content under the search card (tabs, notes). */
  children?: ReactNode;
}

/**
 * The finished-looking page of an area whose booking flow comes later: banner, a search or
 * request card and the service promises, with a clear 即将开放 notice.
 */
export function AreaPlaceholder(props: AreaPlaceholderProps) {
  const { eyebrow, title, description, icon, fields, actionText, highlights, children } = props;
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    ui.toast('info', `${title}在线服务即将开放，敬请期待`);
  };
  return (
    <div className="area">
      <PageBanner eyebrow={eyebrow} title={title} description={description} icon={icon} />
      <div className="container area__body">
        <form className="card area__card" onSubmit={onSubmit} aria-label={`${title}查询`}>
          {children}
          <div className="area__fields">
            {fields.map((f) => (
              <label key={f.label} className="field">
                <span className="field__label">{f.label}</span>
                <input
                  className="field__input"
                  type={f.type ?? 'text'}
                  placeholder={f.placeholder}
                />
              </label>
            ))}
            <button type="submit" className="btn btn--primary area__submit">
              {actionText}
            </button>
          </div>
          <p className="area__soon">
            <span className="badge">即将开放</span>
            在线{title}功能正在紧张筹备中，上线后即可在此直接查询与预订。如需帮助，请联系客服
            400-820-6666。
          </p>
        </form>
        <ul className="area__highlights">
          {highlights.map((h) => (
            <li key={h.title} className="card area__highlight">
              <strong>{h.title}</strong>
              <span>{h.text}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

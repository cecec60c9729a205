import type { ReactNode } from 'react';
import { Icon } from '@/components/icon';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import UpOutlined from '@ant-design/icons-svg/es/asn/UpOutlined';

interface FormSectionProps {
  id: string;
  title: string;
  /** What the section holds, shown beside the title (collapsed or not). */
  summary: ReactNode;
  /** The section's details are filled in (it can be removed). */
  added: boolean;
  open: boolean;
  /** Opens (adding it when not added yet) or closes the section. */
  onToggle: () => void;
  onRemove: () => void;
  /** 删除护照信息… */
  removeText: string;
  children: ReactNode;
}

/**
 * An optional part of the edit form (护照信息, 学生资质, 残疾军人证): a disclosure button with what
 * the part holds; opened, its fields and a link to remove it.
 */
export function FormSection(props: FormSectionProps) {
  const { id, title, open, added } = props;
  return (
    <section
      className={open ? 'trav-section is-open' : 'trav-section'}
      aria-labelledby={`${id}-title`}
    >
      <h3 className="trav-section__title" id={`${id}-title`}>
        <button
          type="button"
          className="trav-section__toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={props.onToggle}
          data-testid={`${id}-toggle`}
        >
          <span className="trav-section__name">{title}</span>
          <span className="trav-section__summary">{props.summary}</span>
          <Icon svg={open ? UpOutlined : DownOutlined} aria-hidden />
        </button>
      </h3>
      {open && (
        <div className="trav-section__body" id={`${id}-body`}>
          {props.children}
          {added && (
            <button
              type="button"
              className="link-btn trav-section__remove"
              onClick={props.onRemove}
            >
              {props.removeText}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

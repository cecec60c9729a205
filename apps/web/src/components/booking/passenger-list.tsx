import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/icon';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { SavedPassengerList, SavedPassengerView } from '@/lib/saved-passengers';
import type { PassengerDraft } from './passenger-draft';
import type { PassengerDraftsForm } from './use-passenger-drafts';

interface SavedPassengerChipsProps {
  /** The member's saved passengers (常用旅客), masked. */
  saved: SavedPassengerList;
  /** The booking's people now: a saved passenger among them shows pressed. */
  drafts: readonly PassengerDraft[];
  /** Adds the saved passenger as a person of the booking, or takes them out. */
  onToggle: (p: SavedPassengerView) => void;
}

/** 常用旅客 above a booking's people: one chip each to add or take out, and 管理常用旅客. */
export function SavedPassengerChips({ saved, drafts, onToggle }: SavedPassengerChipsProps) {
  if (saved.items.length === 0) return null;
  const listed = (p: SavedPassengerView) => drafts.some((d) => d.saved?.id === p.id);
  return (
    <div className="saved-pax" data-testid="saved-passengers">
      <span className="saved-pax__label">
        <Icon svg={UserOutlined} /> 常用旅客
      </span>
      {saved.items.map((p) => (
        <button
          key={p.id}
          type="button"
          className={listed(p) ? 'saved-pax__chip is-on' : 'saved-pax__chip'}
          aria-pressed={listed(p)}
          title={`${p.idTypeLabel} ${p.idNoMasked}`}
          onClick={() => onToggle(p)}
        >
          {p.name}
        </button>
      ))}
      <Link className="saved-pax__manage" to="/passengers">
        管理常用旅客
      </Link>
    </div>
  );
}

interface PassengerListProps<D extends PassengerDraft> {
  /** 乘机人 / 乘车人 */
  title: string;
  /** The hint next to the title. */
  note: string;
  form: PassengerDraftsForm<D>;
  /** The member's saved passengers (常用旅客), masked. */
  saved: SavedPassengerList;
  /** A rule of the whole list broken (e.g. a child without an adult), or null. */
  warning: string | null;
  renderCard: (draft: D, index: number) => ReactNode;
}

/** The passengers of a booking: saved passengers to pick, one card each, 添加乘客. */
export function PassengerList<D extends PassengerDraft>(props: PassengerListProps<D>) {
  const { title, note, form, saved, warning, renderCard } = props;
  return (
    <section className="card book-card" aria-labelledby="pax-title">
      <header className="book-card__head">
        <h2 id="pax-title">{title}</h2>
        <span className="book-card__sub">{note}</span>
      </header>
      <SavedPassengerChips saved={saved} drafts={form.drafts} onToggle={form.toggleSaved} />
      {form.drafts.map((d, i) => renderCard(d, i))}
      {warning && (
        <p className="book-card__warn" role="alert">
          {warning}
        </p>
      )}
      <button
        type="button"
        className="btn btn--ghost book-card__add"
        onClick={form.add}
        disabled={form.drafts.length >= form.max}
        data-testid="add-passenger"
      >
        <Icon svg={PlusOutlined} /> 添加乘客（{form.drafts.length}/{form.max}）
      </button>
    </section>
  );
}

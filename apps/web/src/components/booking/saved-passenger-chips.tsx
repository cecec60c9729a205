import { Link } from 'react-router';
import { Icon } from '@/components/icon';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { SavedPassengerList, SavedPassengerView } from '@/lib/saved-passengers';
import type { PassengerDraft } from './passenger-draft';

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

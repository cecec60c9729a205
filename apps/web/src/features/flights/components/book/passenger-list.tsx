import { PlusOutlined, UserOutlined } from '@ant-design/icons';
import type { SavedPassenger } from '../../lib/saved-passengers';
import { MAX_BOOK_PASSENGERS, type usePassengerForm } from '../../hooks/use-passenger-form';
import { PassengerCard } from './passenger-card';

interface PassengerListProps {
  form: ReturnType<typeof usePassengerForm>;
  flightDate: string;
  saved: SavedPassenger[];
  mixError: string | null;
}

/** 乘机人: frequent passengers to pick, one card per passenger, 添加乘客. */
export function PassengerList({ form, flightDate, saved, mixError }: PassengerListProps) {
  const listed = (p: SavedPassenger) =>
    form.drafts.some((d) => d.idType === p.idType && d.idNo === p.idNo);
  return (
    <section className="card book-card" aria-labelledby="pax-title">
      <header className="book-card__head">
        <h2 id="pax-title">乘机人</h2>
        <span className="book-card__sub">请准确填写乘机人姓名及证件信息，以免影响登机</span>
      </header>
      {saved.length > 0 && (
        <div className="saved-pax" data-testid="saved-passengers">
          <span className="saved-pax__label">
            <UserOutlined /> 常用乘客
          </span>
          {saved.map((p) => (
            <button
              key={`${p.idType}-${p.idNo}`}
              type="button"
              className={listed(p) ? 'saved-pax__chip is-on' : 'saved-pax__chip'}
              aria-pressed={listed(p)}
              onClick={() => form.toggleSaved(p)}
            >
              {p.name}
            </button>
          ))}
        </div>
      )}
      {form.drafts.map((d, i) => (
        <PassengerCard
          key={d.key}
          index={i}
          draft={d}
          flightDate={flightDate}
          errors={form.errorsOf(d)}
          removable={form.drafts.length > 1}
          onChange={form.update}
          onBlur={(field) => form.blur(d.key, field)}
          onRemove={() => form.remove(d.key)}
        />
      ))}
      {mixError && (
        <p className="book-card__warn" role="alert">
          {mixError}
        </p>
      )}
      <button
        type="button"
        className="btn btn--ghost book-card__add"
        onClick={form.add}
        disabled={form.drafts.length >= MAX_BOOK_PASSENGERS}
        data-testid="add-passenger"
      >
        <PlusOutlined /> 添加乘客（{form.drafts.length}/{MAX_BOOK_PASSENGERS}）
      </button>
    </section>
  );
}

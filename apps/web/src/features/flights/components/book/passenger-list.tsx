import { PassengerList as List } from '@/components/booking/passenger-list';
import type { SavedPassengerList } from '@/lib/saved-passengers';
import type { usePassengerForm } from '../../hooks/use-passenger-form';
import { PassengerCard } from './passenger-card';

interface PassengerListProps {
  form: ReturnType<typeof usePassengerForm>;
  flightDate: string;
  saved: SavedPassengerList;
  /** An international flight: saved passengers travel on their passports. */
  international: boolean;
  mixError: string | null;
}

/**
 * 乘机人: saved passengers to pick (on an international flight only those who can travel on a
 * passport or permit: an ID card alone does not leave the country), one card per passenger,
 * 添加乘客.
 */
export function PassengerList(props: PassengerListProps) {
  const { form, flightDate, saved, international, mixError } = props;
  const offered = international
    ? { ...saved, items: saved.items.filter((p) => p.passport || p.idType !== '1') }
    : saved;
  return (
    <List
      title="乘机人"
      note={
        international
          ? '请按护照准确填写乘机人信息（姓名拼音如 ZHANG/SAN），以免影响出入境和登机'
          : '请准确填写乘机人姓名及证件信息，以免影响登机'
      }
      form={form}
      saved={offered}
      warning={mixError}
      renderCard={(d, i) => (
        <PassengerCard
          key={d.key}
          {...form.cardProps(d, i)}
          flightDate={flightDate}
          usePassport={international}
        />
      )}
    />
  );
}

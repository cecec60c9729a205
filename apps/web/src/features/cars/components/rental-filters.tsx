import {
  CAR_ENERGIES,
  CAR_ENERGY_LABEL,
  CAR_GEARBOX_LABEL,
  CAR_GEARBOXES,
  CAR_SORT_LABEL,
  CAR_SORTS,
} from '@lvxing/shared';
import type { RentalFilters } from '../lib/filters';

type Patch = (p: Partial<RentalFilters>) => void;

const SEAT_OPTIONS = [
  { key: 5, label: '5座及以上' },
  { key: 7, label: '7座及以上' },
] as const;

/** A row of one-choice buttons (不限 first), the chosen one pressed. */
function ChoiceRow<T extends string | number>(props: {
  title: string;
  options: readonly { key: T; label: string }[];
  value: T | null;
  onPick: (key: T | null) => void;
}) {
  return (
    <div className="car-filter" role="group" aria-label={props.title}>
      <span className="car-filter__title">{props.title}</span>
      {[{ key: null, label: '不限' }, ...props.options].map((o) => (
        <button
          key={String(o.key)}
          type="button"
          className="car-chip"
          aria-pressed={props.value === o.key}
          onClick={() => props.onPick(o.key)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** The suppliers at the searched stores; several may be chosen. */
function SupplierRow(props: {
  chosen: string[];
  suppliers: readonly { code: string; name: string }[];
  onPatch: Patch;
}) {
  const { chosen } = props;
  const toggle = (code: string) =>
    props.onPatch({
      supplierCodes: chosen.includes(code) ? chosen.filter((c) => c !== code) : [...chosen, code],
    });
  return (
    <div className="car-filter" role="group" aria-label="供应商">
      <span className="car-filter__title">供应商</span>
      {props.suppliers.map((s) => (
        <button
          key={s.code}
          type="button"
          className="car-chip"
          aria-pressed={chosen.includes(s.code)}
          onClick={() => toggle(s.code)}
        >
          {s.name}
        </button>
      ))}
    </div>
  );
}

/** 免费取消 and 信用免押 (each on or off), then the sort. */
function ServiceRows({ filters: f, onPatch }: { filters: RentalFilters; onPatch: Patch }) {
  return (
    <>
      <div className="car-filter" role="group" aria-label="服务">
        <span className="car-filter__title">服务</span>
        <button
          type="button"
          className="car-chip"
          aria-pressed={f.freeCancel}
          onClick={() => onPatch({ freeCancel: !f.freeCancel })}
        >
          免费取消
        </button>
        <button
          type="button"
          className="car-chip"
          aria-pressed={f.depositFree}
          onClick={() => onPatch({ depositFree: !f.depositFree })}
        >
          信用免押
        </button>
      </div>
      <div className="car-filter" role="group" aria-label="排序">
        <span className="car-filter__title">排序</span>
        {CAR_SORTS.map((s) => (
          <button
            key={s}
            type="button"
            className="car-chip"
            aria-pressed={f.sort === s}
            onClick={() => onPatch({ sort: s })}
          >
            {CAR_SORT_LABEL[s]}
          </button>
        ))}
      </div>
    </>
  );
}

/** 供应商, 变速箱, 座位, 能源, 免费取消, 免押 and the sort (总价 or 日租金). */
export function RentalFilterBar(props: {
  filters: RentalFilters;
  suppliers: readonly { code: string; name: string }[];
  onPatch: Patch;
}) {
  const { filters: f, onPatch } = props;
  return (
    <section className="card car-filters" aria-label="筛选">
      <SupplierRow chosen={f.supplierCodes} suppliers={props.suppliers} onPatch={onPatch} />
      <ChoiceRow
        title="变速箱"
        options={CAR_GEARBOXES.map((k) => ({ key: k, label: CAR_GEARBOX_LABEL[k] }))}
        value={f.gearbox}
        onPick={(gearbox) => onPatch({ gearbox })}
      />
      <ChoiceRow
        title="座位"
        options={SEAT_OPTIONS}
        value={f.seatsMin}
        onPick={(seatsMin) => onPatch({ seatsMin })}
      />
      <ChoiceRow
        title="能源"
        options={CAR_ENERGIES.map((k) => ({ key: k, label: CAR_ENERGY_LABEL[k] }))}
        value={f.energy}
        onPick={(energy) => onPatch({ energy })}
      />
      <ServiceRows filters={f} onPatch={onPatch} />
    </section>
  );
}

import type { ComponentType, FormEvent, ReactNode } from 'react';
import { Icon } from '@/components/icon';
import SwapOutlined from '@ant-design/icons-svg/es/asn/SwapOutlined';
import { ui } from '@/lib/ui-bridge';
import { PickerField } from '../picker-field';

/** The from and to fields of a search form with the swap button between them. */
export function SwapPair(props: {
  from: ReactNode;
  to: ReactNode;
  /** 交换出发站和到达站… */
  swapLabel: string;
  onSwap: () => void;
}) {
  return (
    <div className="fs__cities">
      {props.from}
      <button
        type="button"
        className="fs__swap"
        aria-label={props.swapLabel}
        onClick={props.onSwap}
      >
        <Icon svg={SwapOutlined} />
      </button>
      {props.to}
    </div>
  );
}

/** A search form's submit button. */
export function SearchSubmit({ testId, text }: { testId: string; text: string }) {
  return (
    <button type="submit" className="btn btn--primary fs__submit" data-testid={testId}>
      {text}
    </button>
  );
}

/**
 * The submit handler of a search form: the query's first problem as a warning toast, else
 * `onSearch(query)`.
 */
export function searchSubmitHandler<Q>(
  query: Q,
  problem: string | null,
  onSearch: (query: Q) => void,
) {
  return (e: FormEvent) => {
    e.preventDefault();
    if (problem) {
      ui.toast('warning', problem);
      return;
    }
    onSearch(query);
  };
}

/** What a place field of a search form takes (出发站, 到达城市…). */
export interface PlaceFieldProps<P> {
  label: string;
  value: P | null;
  testId: string;
  onChange: (place: P) => void;
}

/** A place picker's panel: `onPick` with the place chosen. */
export type PlacePanel<P> = ComponentType<{ onPick: (place: P) => void }>;

/**
 * A place field opening `Panel` (a lazy component: its lists load when a picker first opens);
 * `text` names the chosen place.
 */
export function panelPlaceField<P>(
  Panel: PlacePanel<P>,
  placeholder: string,
  text: (place: P) => string,
): ComponentType<PlaceFieldProps<P>> {
  return function PlaceField(props: PlaceFieldProps<P>) {
    return (
      <PickerField
        label={props.label}
        valueText={props.value === null ? null : text(props.value)}
        placeholder={placeholder}
        testId={props.testId}
        panel={(close) => (
          <Panel
            onPick={(place) => {
              props.onChange(place);
              close();
            }}
          />
        )}
      />
    );
  };
}

interface TabButtonsProps<T extends string> {
  className: string;
  /** What the tabs choose (read to assistive technology). */
  label: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of tabs as buttons (`is-active` on the chosen one): 国内/国际, a flight's cabins… */
export function TabButtons<T extends string>(props: TabButtonsProps<T>) {
  const { value, onChange } = props;
  return (
    <div className={props.className} role="tablist" aria-label={props.label}>
      {props.tabs.map((t) => (
        <button
          key={t.value}
          type="button"
          role="tab"
          aria-selected={t.value === value}
          className={t.value === value ? 'is-active' : undefined}
          onClick={() => onChange(t.value)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

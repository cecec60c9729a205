const STARS = [1, 2, 3, 4, 5] as const;
const WORD = ['', '很差', '较差', '一般', '满意', '非常满意'];

/**
 * A 1–5 score as stars: a radio group (arrow keys move, each star named `4星 满意`), drawn as
 * stars filled up to the value.
 */
export function StarRating({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: number;
  onChange: (v: number) => void;
}) {
  return (
    <fieldset className="stars" data-testid={`stars-${name}`}>
      <legend className="stars__label">{label}</legend>
      <span className="stars__row">
        {STARS.map((n) => (
          <label key={n} className={n <= value ? 'stars__star is-on' : 'stars__star'}>
            <input
              type="radio"
              name={`stars-${name}`}
              value={n}
              checked={value === n}
              aria-label={`${label}${n}星 ${WORD[n]}`}
              onChange={() => onChange(n)}
            />
            <span aria-hidden>★</span>
          </label>
        ))}
      </span>
      <span className="stars__word" aria-hidden>
        {WORD[value] ?? ''}
      </span>
    </fieldset>
  );
}

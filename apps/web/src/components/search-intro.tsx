import '@/styles/results.css';
import { Link } from 'react-router';

interface SearchIntroProps {
  title: string;
  routes: { label: string; to: string }[];
  tips: { title: string; text: string }[];
}

/**
 * Links of popular routes, `from → to` by `name`, to the search of each (`href`).
 */
export function popularRoutes<P>(
  pairs: readonly (readonly [P, P])[],
  name: (place: P) => string,
  href: (from: P, to: P) => string,
): SearchIntroProps['routes'] {
  return pairs.map(([from, to]) => ({ label: `${name(from)} → ${name(to)}`, to: href(from, to) }));
}

/** A result page before any search: popular routes and what the search offers. */
export function SearchIntro({ title, routes, tips }: SearchIntroProps) {
  return (
    <div className="search-intro">
      <section className="card search-intro__routes">
        <h2>{title}</h2>
        <ul>
          {routes.map((r) => (
            <li key={r.to}>
              <Link to={r.to}>{r.label}</Link>
            </li>
          ))}
        </ul>
      </section>
      <ul className="search-intro__tips">
        {tips.map((t) => (
          <li key={t.title} className="card">
            <strong>{t.title}</strong>
            <span>{t.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Link } from 'react-router';
import type { LegalBlock, LegalLink } from '../content/types';

function TextLink({ link }: { link: LegalLink }) {
  // a link to a section of this page is a plain anchor; another page goes through the router
  return link.to.startsWith('#') ? (
    <a href={link.to}>{link.label}</a>
  ) : (
    <Link to={link.to}>{link.label}</Link>
  );
}

/** One block of a legal text: paragraph, paragraph with links, list, sub-heading or table. */
export function LegalBlockView({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('rich' in block) {
    return (
      <p>
        {block.rich.map((part, i) =>
          typeof part === 'string' ? part : <TextLink key={i} link={part} />,
        )}
      </p>
    );
  }
  if ('sub' in block) return <h3>{block.sub}</h3>;
  if ('list' in block) {
    const items = block.list.map((item) => <li key={item}>{item}</li>);
    return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
  }
  const { head, rows } = block.table;
  return (
    <div className="legal__table-wrap">
      <table className="legal__table">
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

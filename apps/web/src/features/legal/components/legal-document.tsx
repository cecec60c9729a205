import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLegalDate, PLACEHOLDER_NOTICE } from '../content/operator';
import type { LegalDoc } from '../content/types';
import { LegalBlockView } from './legal-blocks';
import '@/styles/legal.css';

interface LegalDocumentProps {
  doc: LegalDoc;
  /** Shown under the title (e.g. the tabs between the three booking terms). */
  nav?: ReactNode;
}

/**
 * A legal text as a page: breadcrumb, title, effective date, the demo's placeholder notice, a
 * table of contents, the sections and the effective date again at the end.
 */
export function LegalDocument({ doc, nav }: LegalDocumentProps) {
  const effective = formatLegalDate(doc.effective);
  return (
    <div className="legal">
      <nav className="legal__crumbs" aria-label="当前位置">
        <Link to="/">首页</Link> &gt; <span aria-current="page">{doc.title}</span>
      </nav>
      <article className="legal__doc" aria-labelledby="legal-title">
        <header>
          <h1 id="legal-title" className="legal__title">
            {doc.title}
          </h1>
          <p className="legal__meta">
            <span>版本：{doc.effective}</span>
            <span>生效日期：{effective}</span>
          </p>
          {nav}
        </header>
        <p className="legal__notice" role="note">
          {PLACEHOLDER_NOTICE}
        </p>
        <div className="legal__intro">
          {doc.intro.map((block, i) => (
            <LegalBlockView key={i} block={block} />
          ))}
        </div>
        <nav className="legal__toc" aria-labelledby="legal-toc">
          <h2 id="legal-toc">目录</h2>
          <ol>
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title.replace(/^[一二三四五六七八九十]+、/, '')}</a>
              </li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((s) => (
          <section key={s.id} id={s.id} className="legal__section" aria-labelledby={`${s.id}-h`}>
            <h2 id={`${s.id}-h`}>{s.title}</h2>
            {s.blocks.map((block, i) => (
              <LegalBlockView key={i} block={block} />
            ))}
          </section>
        ))}
        <p className="legal__foot">本文自{effective}起生效。</p>
      </article>
    </div>
  );
}

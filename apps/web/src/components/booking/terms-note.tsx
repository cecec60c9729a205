import { Fragment } from 'react';

/** A published set of terms: its title as shown (《…》) and where it is read. */
export interface TermsLink {
  title: string;
  href: string;
}

/**
 * The consent line above a booking form's submit button, with each set of terms a link that
 * opens in a new tab, so the filled-in form stays as it is.
 */
export function BookingTermsNote({ links, rest }: { links: TermsLink[]; rest?: string }) {
  return (
    <p className="book__agree">
      点击“提交订单”即表示您已阅读并同意
      {links.map((l, i) => (
        <Fragment key={l.href}>
          {i > 0 && '及'}
          <a href={l.href} target="_blank" rel="noopener">
            {l.title}
          </a>
        </Fragment>
      ))}
      {rest}
    </p>
  );
}

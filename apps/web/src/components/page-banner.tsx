import type { ReactNode } from 'react';

interface PageBannerProps {
  eyebrow: string;
  title: string;
  description: string;
  icon: ReactNode;
}

/** The coloured band at the top of every inner page. */
export function PageBanner({ eyebrow, title, description, icon }: PageBannerProps) {
  return (
    <section className="area__banner">
      <div className="container area__banner-inner">
        <span className="area__icon" aria-hidden>
          {icon}
        </span>
        <div>
          <p className="area__eyebrow">{eyebrow}</p>
          <h1 className="area__title">{title}</h1>
          <p className="area__desc">{description}</p>
        </div>
      </div>
    </section>
  );
}

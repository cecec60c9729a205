import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

/** Props of {@link Icon}: the definition to draw, and those of a span (`className`, `style`…). */
export interface IconProps extends HTMLAttributes<HTMLSpanElement> {
  /** An outlined or filled definition of Ant Design's set (`@ant-design/icons-svg/es/asn/<Name>`). */
  svg: IconDefinition;
}

/** A definition's attributes as React props (`class` → `className`, `fill-rule` → `fillRule`). */
function propsOf(attrs: AbstractNode['attrs']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      name === 'class' ? 'className' : name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
      value,
    ]),
  );
}

/** The React tree of one node of a definition. */
function draw(node: AbstractNode, key: string): ReactNode {
  return createElement(
    node.tag,
    { key, ...propsOf(node.attrs) },
    node.children?.map((child, i) => draw(child, `${key}-${i}`)),
  );
}

/**
 * One of the site's icons: Ant Design's icon set (`@ant-design/icons-svg`, the definitions
 * `@ant-design/icons` draws), each definition imported by the screen that shows it (one module per
 * icon, so a page carries only its own), drawn with `@ant-design/icons`' markup and class names
 * (`<span role="img" aria-label class="anticon anticon-<name>"><svg …></span>`) but without its
 * runtime (context, two-tone colours, the style element it inserts): 3–4 KB gzip less in the first
 * render of the search and booking pages (issue 22's 170 KB budget). The `.anticon` rules it would
 * insert are in styles/base.css. antd's own components, loaded later, keep `@ant-design/icons`.
 */
export function Icon({ svg, className, ...rest }: IconProps) {
  const root = svg.icon as AbstractNode;
  return (
    <span
      role="img"
      aria-label={svg.name}
      {...rest}
      className={`anticon anticon-${svg.name}${className ? ` ${className}` : ''}`}
    >
      {createElement(
        'svg',
        {
          ...propsOf(root.attrs),
          'data-icon': svg.name,
          width: '1em',
          height: '1em',
          fill: 'currentColor',
          'aria-hidden': 'true',
        },
        root.children?.map((child, i) => draw(child, `svg-${svg.name}-${i}`)),
      )}
    </span>
  );
}

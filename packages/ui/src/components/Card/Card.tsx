import { createElement, forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'title'> {
  /** Heading of the card; with it an `article`/`section` card is named by it. */
  title?: ReactNode;
  /** Level of the title's heading element, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Muted text under the title. */
  description?: ReactNode;
  /** Controls at the end of the header (e.g. a menu or a link). */
  actions?: ReactNode;
  /** A footer row separated by a rule. */
  footer?: ReactNode;
  /** Inner spacing; `none` for media that bleeds to the edges. */
  padding?: 'none' | 'md' | 'lg';
  /** The element: `div` (default), `section` or `article`. */
  as?: 'div' | 'section' | 'article';
  /** Extra class names, appended after ours. */
  className?: string;
}

/** A surface that groups related content: optional title, description, header actions and footer. */
export const Card = /*#__PURE__*/ forwardRef<HTMLElement, CardProps>(function Card(
  { title, headingLevel = 3, description, actions, footer, padding, as = 'div', className, children, ...props },
  ref,
) {
  const generatedId = useId();
  const hasTitle = title !== undefined && title !== null && title !== '';
  const titleId = hasTitle ? `${props.id ?? generatedId}-title` : undefined;
  const labelled = as !== 'div' && hasTitle && !props['aria-label'] && !props['aria-labelledby'];
  return createElement(
    as,
    {
      ...props,
      ref,
      'aria-labelledby': labelled ? titleId : props['aria-labelledby'],
      className: [styles.card({ padding }), className].filter(Boolean).join(' '),
    },
    (hasTitle || description || actions) && (
      <div className={styles.header}>
        <div className={styles.headings}>
          {hasTitle && createElement(`h${headingLevel}`, { id: titleId, className: styles.title }, title)}
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions}
      </div>
    ),
    children !== undefined && children !== null && <div className={styles.body}>{children}</div>,
    footer && <div className={styles.footer}>{footer}</div>,
  );
});

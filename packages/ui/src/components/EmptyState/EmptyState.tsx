import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'title'> {
  /** A decorative icon, e.g. `<ImageIcon />`. */
  icon?: ReactNode;
  /** The message, e.g. 'No media found.' (spec 000, section 8). */
  title: ReactNode;
  /** Level of the title heading; omit to render the title as plain text (inside tables, lists). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** One sentence on what to do next. */
  description?: ReactNode;
  /** A call to action, e.g. a Button that clears the filters. */
  action?: ReactNode;
  /** Extra class names, appended after ours. */
  className?: string;
}

/** What a list, table or grid shows when it has nothing to show, with a way forward. */
export const EmptyState = /*#__PURE__*/ forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { icon, title, headingLevel, description, action, className, ...props },
  ref,
) {
  return (
    <div {...props} ref={ref} className={[styles.root, className].filter(Boolean).join(' ')}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {headingLevel ? (
        createElement(`h${headingLevel}`, { className: styles.title }, title)
      ) : (
        <p className={styles.title}>{title}</p>
      )}
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
});

import type { ReactNode } from 'react';
import { RouterLink } from '../RouterLink';
import * as styles from './public.css';

/** A link that looks like a button ('Get started', 'Sign In'), on react-router's Link. */
export function CtaLink({
  href,
  variant = 'primary',
  className,
  children,
  ...props
}: {
  href: string;
  variant?: 'primary' | 'secondary';
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <RouterLink
      to={href}
      {...props}
      className={[variant === 'primary' ? styles.ctaPrimary : styles.ctaSecondary, className].filter(Boolean).join(' ')}
    >
      {children}
    </RouterLink>
  );
}

import { Link as AriaLink, type LinkProps } from 'react-aria-components';
import * as styles from './public.css';

/**
 * A link that looks like a button ('Get started', 'Sign In'). react-aria's Link, so the host's router follows it,
 * without ui Link's text-link styles to fight.
 */
export function CtaLink({
  variant = 'primary',
  className,
  ...props
}: Omit<LinkProps, 'className'> & { variant?: 'primary' | 'secondary'; className?: string }) {
  return (
    <AriaLink
      {...props}
      className={[variant === 'primary' ? styles.ctaPrimary : styles.ctaSecondary, className].filter(Boolean).join(' ')}
    />
  );
}

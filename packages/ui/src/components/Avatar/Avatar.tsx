import { forwardRef, useState, type HTMLAttributes } from 'react';
import * as styles from './Avatar.css';

/**
 * Initials for an avatar (spec 000, section 4): the first letters of the first two words of the name, else of the
 * username, else of the email; 'U' when all are missing or blank. Pure; never throws.
 */
export function getInitials(name?: string | null, username?: string | null, email?: string | null): string {
  for (const candidate of [name, username, email]) {
    if (typeof candidate !== 'string') continue;
    const words = candidate.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    return words
      .slice(0, 2)
      .map((word) => Array.from(word)[0] ?? '')
      .join('')
      .toLocaleUpperCase();
  }
  return 'U';
}

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'className' | 'children'> {
  /** Image URL; `null`, empty or failing to load falls back to initials. */
  src?: string | null;
  /** The person's name; the first source of the initials and of the accessible name. */
  name?: string | null;
  /** Used for initials and the accessible name when `name` is missing. */
  username?: string | null;
  /** Used for initials and the accessible name when `name` and `username` are missing. */
  email?: string | null;
  /** Accessible name override; defaults to the name, username or email, else 'User'. */
  alt?: string;
  /** Diameter: 28, 36 or 56 px. */
  size?: styles.AvatarVariants['size'];
  /** Extra class names, appended after ours. */
  className?: string;
}

/** A round user picture that falls back to initials when there is no image or it fails to load. */
export const Avatar = /*#__PURE__*/ forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { src, name, username, email, alt, size, className, ...props },
  ref,
) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = typeof src === 'string' && src.trim() !== '' ? src : null;
  const showImage = url !== null && failedSrc !== url;
  const label =
    alt ?? [name, username, email].find((v): v is string => typeof v === 'string' && v.trim() !== '') ?? 'User';
  return (
    <span
      {...props}
      ref={ref}
      role="img"
      aria-label={label}
      data-fallback={showImage ? undefined : true}
      className={[styles.avatar({ size }), className].filter(Boolean).join(' ')}
    >
      {showImage ? (
        <img src={url} alt="" className={styles.image} onError={() => setFailedSrc(url)} />
      ) : (
        <span aria-hidden="true">{getInitials(name, username, email)}</span>
      )}
    </span>
  );
});

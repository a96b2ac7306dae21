import { lazy, Suspense, useEffect, useReducer, useRef, type ReactNode } from 'react';
import { reserved } from './miniStudioFrame.css';

/**
 * What loads after the landing page's first paint (issue #20: not in the first load): its children's code loads
 * when their place comes near the screen, when focus enters it, at once when `now`, or (with `idle`) a moment after
 * the first paint, for keyboard users whose focus jumps past it.
 */
export function Deferred({
  children,
  fallback,
  now = false,
  idle,
}: {
  children: ReactNode;
  fallback: ReactNode;
  now?: boolean;
  idle?: boolean;
}) {
  const [wanted, want] = useReducer(() => true, now);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
      rootMargin: '300px 0px',
    });
    observer.observe(place.current!);
    const timer = idle ? setTimeout(want, 2500) : undefined;
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [idle]);
  return (
    <div ref={place} onFocus={want}>
      {wanted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  );
}

const LandingShowcase = lazy(() => import('./LandingShowcase'));

/** The landing sections below the fold: their space reserved until their code arrives. */
export function DeferredSection({ part }: { part: 'how' | 'proof' }) {
  return (
    <Deferred fallback={<div className={reserved} />} idle>
      <LandingShowcase part={part} />
    </Deferred>
  );
}

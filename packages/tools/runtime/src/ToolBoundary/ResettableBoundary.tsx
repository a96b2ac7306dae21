import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ResettableBoundaryProps {
  children: ReactNode;
  /** What shows instead of the children once something was caught; `reset` renders them again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** Resets the boundary when any of these change, e.g. the `client` a partner passes once it exists. */
  resetKeys?: readonly unknown[] | undefined;
  /** Called with every error caught, e.g. to report it. */
  onError?: ((error: unknown, info: ErrorInfo) => void) | undefined;
  /**
   * An error known before rendering (no client), shown as a caught one would be. Server rendering has no error
   * boundaries: a throw there fails the whole page (a Next.js build stops at it), so such errors must not be thrown.
   */
  failure?: unknown;
}

interface ResettableBoundaryState {
  error: unknown;
  resetKeys: readonly unknown[];
}

const caught = Symbol('nothing caught');

/**
 * The error boundary under the tools' boxes and the console kit's ConsoleBoundary, without styles of its own (the kit's
 * main entry has no CSS): catches a render error, shows `fallback`, and renders the children again on `reset` or when a
 * reset key changes.
 */
export class ResettableBoundary extends Component<ResettableBoundaryProps, ResettableBoundaryState> {
  override state: ResettableBoundaryState = { error: caught, resetKeys: this.props.resetKeys ?? [] };

  static getDerivedStateFromError(error: unknown): Partial<ResettableBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: ResettableBoundaryProps,
    state: ResettableBoundaryState,
  ): Partial<ResettableBoundaryState> | null {
    const keys = props.resetKeys ?? [];
    const changed =
      keys.length !== state.resetKeys.length || keys.some((key, i) => !Object.is(key, state.resetKeys[i]));
    return changed ? { resetKeys: keys, error: caught } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    const error =
      this.state.error === caught && this.props.failure !== undefined ? this.props.failure : this.state.error;
    if (error === caught) return this.props.children;
    return this.props.fallback(error, () => this.setState({ error: caught }));
  }
}

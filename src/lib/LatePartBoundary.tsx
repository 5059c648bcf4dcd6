import { Component, Fragment, useEffect, type ReactNode } from 'react';
import { onBackAgain } from './backAgain';
import { LateLoadError } from './lateLoadError';

interface LatePartBoundaryProps {
  children: ReactNode;
  /** Shown instead of the part while its code is missing (nothing by default); `retry` loads it again. */
  fallback?: (retry: () => void) => ReactNode;
  /** Called before the children mount again for a new attempt. */
  onRetry?: () => void;
}

interface LatePartBoundaryState {
  error: unknown;
  /** Bumped on each retry: the children mount afresh and ask for their code again. */
  attempt: number;
}

/**
 * Around a lazily loaded part: when its code does not load (LateLoadError), the part shows `fallback` instead
 * of taking the shell down, and tries again when Bazarr or the network is back. Any other error is a bug and
 * goes on to the crash screen.
 */
export class LatePartBoundary extends Component<LatePartBoundaryProps, LatePartBoundaryState> {
  override state: LatePartBoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<LatePartBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown): void {
    if (error instanceof LateLoadError)
      console.warn('A part of the page did not load; it loads again when Bazarr is back.', error);
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));
  };

  override render() {
    const { error } = this.state;
    // Rethrown while rendering, it reaches the boundary above (the crash screen).
    if (error && !(error instanceof LateLoadError)) throw error;
    if (error)
      return (
        <>
          <RetryWhenBack retry={this.retry} />
          {this.props.fallback?.(this.retry)}
        </>
      );
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}

function RetryWhenBack({ retry }: { retry: () => void }) {
  useEffect(() => onBackAgain(retry), [retry]);
  return null;
}

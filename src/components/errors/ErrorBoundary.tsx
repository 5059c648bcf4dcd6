import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './CrashScreen';

interface ErrorBoundaryProps {
  children: ReactNode;
  apiKey?: string;
  /** When it changes (the user went to another page), the boundary tries rendering its children again. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: Error | null;
  resetKey?: string;
}

/** Shows the crash screen instead of a blank page when rendering below it throws. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the console for whoever debugs it; the screen shows the masked stack.
    console.error('UI crashed', error, info.componentStack);
  }

  override render() {
    if (this.state.error)
      return <CrashScreen error={this.state.error} apiKey={this.props.apiKey} />;
    return this.props.children;
  }
}

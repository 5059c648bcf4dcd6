import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { Bug } from 'lucide-react';
import { lazyNamed } from '../../lib/lazyNamed';
import { pageLocation } from '../../lib/pageLocation';
import { ErrorScreen } from './ErrorScreen';

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

/** What the crash screen says before its report (or without it, when its code cannot load). */
function CrashTitle() {
  return (
    <ErrorScreen
      icon={Bug}
      title="Oops! UI is crashed!"
      actions={
        <Button colorPalette="brand" onClick={() => pageLocation.reload()}>
          Reload Page
        </Button>
      }
    />
  );
}

// Rarely shown: its report (stack, versions, Report Issue) is not part of every first visit's code.
const CrashScreen = lazyNamed(
  () =>
    import(/* webpackChunkName: "crash-screen" */ './CrashScreen').then(
      (module) => module.CrashScreen,
    ),
  { fallback: () => <CrashTitle /> },
);

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
      return (
        <Suspense fallback={<CrashTitle />}>
          <CrashScreen error={this.state.error} apiKey={this.props.apiKey} />
        </Suspense>
      );
    return this.props.children;
  }
}

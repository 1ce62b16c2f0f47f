import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { AppErrorScreen } from './error-screens';

interface Props {
  children: ReactNode;
  /** What replaces the children once they threw; the app error screen by default. */
  fallback?: (error: unknown) => ReactNode;
}

/**
 * Catches render errors: around the providers (the app error screen) and around each screen in the app shell
 * (the route error screen, keyed by the path so that another screen starts afresh).
 */
export class ErrorBoundary extends Component<Props, { error: unknown; hasError: boolean }> {
  override state = { error: null as unknown, hasError: false };

  static getDerivedStateFromError(error: unknown): { error: unknown; hasError: boolean } {
    return { error, hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.state.error) : <AppErrorScreen />;
  }
}

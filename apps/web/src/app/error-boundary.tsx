import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { AppErrorScreen } from './error-screens';

/** Catches render errors outside the router (providers, toasts) and shows the app error screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <AppErrorScreen /> : this.props.children;
  }
}

/** Keeps one failing part of the page from blanking the rest (the error is logged, not shown raw). */
import { Component, type ErrorInfo, type ReactNode } from 'react';

export class ErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part of the page failed to render', error, info.componentStack);
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function PageFailed() {
  return (
    <div className="container section">
      <h1 className="page-title">Sorry, this page could not be shown</h1>
      <p>
        Please{' '}
        <button type="button" className="text-button" onClick={() => window.location.reload()}>
          refresh the page
        </button>
        , or go to the <a href="/">home page</a>.
      </p>
    </div>
  );
}

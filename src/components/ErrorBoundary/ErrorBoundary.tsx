import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the page when rendering it throws. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a page that throws while rendering, so the visitor keeps the header and footer and gets a message. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed to render:', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

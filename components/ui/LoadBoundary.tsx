'use client';

import { Component, type ReactNode } from 'react';

interface LoadBoundaryProps {
  /** What shows instead of the part; `retry` renders the part again (its loaders start afresh). */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * Catches a part loaded on demand that could not load — its chunk or its words, on a dropped
 * connection — so that only the part says so, with a retry, instead of the page's error screen
 * taking the whole page down.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly retry = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

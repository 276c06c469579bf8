import { Component, type ReactNode } from 'react';

/**
 * Keeps one broken block (content it cannot draw, a chunk that failed to load) from taking the
 * page down: the rest of the page still shows.
 */
export class BlockBoundary extends Component<{ blockType: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

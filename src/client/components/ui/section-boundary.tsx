import { Component, Suspense, type ReactNode } from 'react';

/**
 * One section of a page that reads its data with useSuspenseQuery but must never hold or break
 * the page: while loading it shows `loading` (a skeleton of the section's size, so nothing jumps),
 * and if its data fails it shows `failed` in place; the rest of the page is untouched.
 */
export function SectionBoundary({ loading, failed, children }: { loading: ReactNode; failed: ReactNode; children: ReactNode }) {
  return (
    <Failed fallback={failed}>
      <Suspense fallback={loading}>{children}</Suspense>
    </Failed>
  );
}

class Failed extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

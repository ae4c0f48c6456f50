import { Component, Suspense } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { BlockProblem } from './BlockProblem.tsx';

interface Props {
  type: string;
  blockKey: string;
  dev: boolean;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Wraps one block: a block that throws while rendering is replaced (a visible notice in
 * development, nothing in production) and the rest of the page renders. The Suspense boundary
 * lets a block with a lazy component stream on the server and hydrate on its own.
 */
export class BlockBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[blocks] block ${this.props.blockKey} "${this.props.type}" failed to render: ${error.message}`, info.componentStack ?? '');
  }

  override render(): ReactNode {
    if (this.state.error) {
      return this.props.dev ? <BlockProblem type={this.props.type} message={this.state.error.message} /> : null;
    }
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}

import { Component, type ReactNode } from 'react';
import { EnvelopeError } from '../../shared/envelope';
import { isChunkLoadError, reloadAfterChunkError } from '../chunkReload';
import { ErrorPage } from '../pages/ErrorPage';

interface Props {
  children: ReactNode;
  /** Changing it (the pathname) clears a previous error, so navigating away recovers. */
  resetKey: string;
}

interface State {
  error?: unknown;
  key: string;
}

/** Catches render errors of a route: a stale chunk reloads the page, anything else shows the error page. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { key: props.resetKey, error: undefined } : null;
  }

  override componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const status = error instanceof EnvelopeError ? error.code : 500;
    const message = error instanceof Error ? error.message : undefined;
    return <ErrorPage status={status} message={status >= 500 ? '页面出错了，请刷新后重试' : message} />;
  }
}

import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the pathname) clears a caught error. */
  resetKey?: string;
}
interface State {
  error: Error | null;
  resetKey?: string;
}

/** Catches render errors (and failed lazy chunks) so the header and footer stay usable. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('页面渲染出错', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <PageError />;
  }
}

export function PageError() {
  return (
    <div className="page-error" role="alert">
      <h2>页面出了点问题</h2>
      <p>可能是网络波动或版本已更新，请刷新页面重试。</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        刷新页面
      </button>
    </div>
  );
}

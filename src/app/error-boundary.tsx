import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Called once per caught render error. */
  onError: (error: unknown, info: ErrorInfo) => void;
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Catches render errors below it and shows the fallback until reset. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown render error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError(error, info);
  }

  reset = (): void => {
    this.setState({ error: null });
  };

  render(): ReactNode {
    return this.state.error ? this.props.fallback(this.reset) : this.props.children;
  }
}

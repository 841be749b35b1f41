import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** The route being shown: a new route clears a failure. */
  path: string;
  /** Called once per failure (the console opens /auth/500). */
  onError: (error: unknown, path: string) => void;
  children?: ReactNode;
}

interface State {
  path: string;
  failed: boolean;
}

/**
 * Catches what a page throws while rendering, so one broken page does not blank the console:
 * the failing route renders nothing and `onError` sends the user to the error screen. Going back
 * to the route (the error screen's retry) renders it afresh.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { path: this.props.path, failed: false };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.path === state.path ? null : { path: props.path, failed: false };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept in the console log for support: the stack says which component failed.
    console.error(error, info.componentStack);
    this.props.onError(error, this.state.path);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

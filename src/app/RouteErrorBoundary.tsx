import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorScreen } from './RouteErrorScreen.tsx';

interface Props {
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  /** The page the error happened on: going to another page gives the app a fresh start. */
  pathname: string | null;
}

class Boundary extends Component<Props, State> {
  override state: State = { error: null, pathname: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return { pathname: props.pathname };
    return props.pathname !== state.pathname ? { error: null, pathname: props.pathname } : null;
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteErrorScreen error={this.state.error} />;
  }
}

/** Shows the error screen in place of a screen that threw (or whose chunk could not load). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}

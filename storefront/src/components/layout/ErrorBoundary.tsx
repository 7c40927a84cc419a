import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** Spec section 8: a crash shows 'Something went wrong:' and the message. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  componentDidUpdate(prev: { resetKey?: string }) {
    // Navigating elsewhere gives the next page a fresh start.
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="container-page py-24 text-center">
        <h1 className="text-3xl font-semibold">Something went wrong: {this.state.error.message}</h1>
        <p className="mt-4 text-muted">Reloading the page usually helps.</p>
        <button type="button" className="btn-primary mt-8" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}

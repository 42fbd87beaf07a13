import { Component, type ErrorInfo, type ReactNode } from 'react';

interface MapErrorBoundaryProps {
  children: ReactNode;
}

interface MapErrorBoundaryState {
  failed: boolean;
}

/**
 * Keeps a failing map from taking the form down with it (nothing the seller typed is lost): the
 * pin can still be placed from the address, and the server places it at the ZIP otherwise.
 */
export class MapErrorBoundary extends Component<MapErrorBoundaryProps, MapErrorBoundaryState> {
  override state: MapErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): MapErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The listing map failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <p role="status" className="flex h-24 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 text-center text-sm text-slate-600">
          The map could not be shown. Place the pin from the address; without one the listing sits at the centre of its ZIP code or city.
        </p>
      );
    }
    return this.props.children;
  }
}

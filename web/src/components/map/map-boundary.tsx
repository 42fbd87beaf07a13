import { Component, type ErrorInfo, type ReactNode } from 'react';

interface MapBoundaryProps {
  children: ReactNode;
  /** shown in the map's place when it fails */
  fallback: ReactNode;
}

interface MapBoundaryState {
  failed: boolean;
}

/**
 * A map that fails (no WebGL/canvas, a map library error) leaves the rest of the page working:
 * `fallback` takes its place.
 */
export class MapBoundary extends Component<MapBoundaryProps, MapBoundaryState> {
  override state: MapBoundaryState = { failed: false };

  static getDerivedStateFromError(): MapBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The map failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

import { MapPinOff } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface MapBoundaryState {
  failed: boolean;
}

/**
 * A map that fails (no WebGL/canvas, a map library error) leaves the rest of the property page
 * working: its place says so instead.
 */
export class MapBoundary extends Component<{ children: ReactNode }, MapBoundaryState> {
  override state: MapBoundaryState = { failed: false };

  static getDerivedStateFromError(): MapBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The property map failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="status" className="flex items-center justify-center gap-2 rounded-xl bg-slate-100 px-4 py-6 text-sm text-slate-500">
        <MapPinOff className="size-4" aria-hidden="true" />
        The map could not be shown.
      </p>
    );
  }
}

import { Component, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';

interface WebglBoundaryState {
  hasFailed: boolean;
}

/** Turns a WebGL start-up failure (no GPU, WebGL switched off) into a message; the text description still serves. */
export class WebglBoundary extends Component<{ children: ReactNode }, WebglBoundaryState> {
  override state: WebglBoundaryState = { hasFailed: false };

  static getDerivedStateFromError(): WebglBoundaryState {
    return { hasFailed: true };
  }

  override render() {
    if (!this.state.hasFailed) {
      return this.props.children;
    }
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        The 3D view needs WebGL, which this browser or device does not offer. The text description below lists
        what it would show.
      </Alert>
    );
  }
}

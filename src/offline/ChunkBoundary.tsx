import { Component, type ReactNode } from "react";
import { ChunkNotice } from "./ChunkNotice";
import { isChunkLoadError } from "./chunk-errors";

interface Props {
  /** Names the missing part in the message: "This part of the page". */
  what: string;
  /** Starts the download over (retryableLazy's retry). */
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches a lazy part of the page that failed to download and offers to try again; any other
 * error goes on up to the route's error screen.
 */
export class ChunkBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Thrown from the boundary's own render, it reaches the boundary above, as if this one were not here.
    if (!isChunkLoadError(error)) throw error;
    return <ChunkNotice what={this.props.what} onRetry={this.retry} />;
  }
}

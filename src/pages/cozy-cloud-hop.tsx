import { Navigate } from "react-router";

/** Cozy Cloud Hop became Little Dodger; old links land there without leaving a history entry. */
export default function CozyCloudHopRedirect() {
  return <Navigate to="/games/little-dodger" replace />;
}

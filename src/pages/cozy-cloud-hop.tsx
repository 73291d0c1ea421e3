import { Navigate } from "react-router";
import { movedPages } from "../../common/moved-pages";

/** Cozy Cloud Hop became Little Dodger; old links land there without leaving a history entry. */
export default function CozyCloudHopRedirect() {
  return <Navigate to={movedPages["/games/cozy-cloud-hop"]} replace />;
}

import { Link } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";
import { ContestFacts } from "../contest/ContestFacts";
import { ContestWall } from "../contest/ContestWall";

/** Pre-rendered as the heading; the entries come from the data API in the browser. */
export default function ContestWallPage() {
  return (
    <>
      <Seo
        title="Coloring Contest Wall"
        description="Pictures colored by the Little Space Station community for the coloring contest."
        path="/activities/contest"
      />
      <PageHeader title="Coloring Contest Wall">
        Pictures our members colored for the contest, each looked at by a moderator first.{" "}
        <Link to="/activities">Enter the contest on the Activities page.</Link>
      </PageHeader>
      <ContestFacts />
      <p>
        <Link to="/activities/contest/winners">Past winners</Link> ·{" "}
        <Link to="/community-guidelines">Community guidelines</Link>
      </p>
      <ContestWall />
    </>
  );
}

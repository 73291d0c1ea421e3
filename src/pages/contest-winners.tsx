import { Link } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";
import { PastWinners } from "../contest/PastWinners";

/** Pre-rendered as the heading; the winners come from the data API in the browser. */
export default function ContestWinnersPage() {
  return (
    <>
      <Seo
        title="Coloring Contest Winners"
        description="Every month's winning picture from the Little Space Station coloring contest."
        path="/activities/contest/winners"
      />
      <PageHeader title="Coloring Contest Winners">
        Every month&apos;s winning picture, newest first.{" "}
        <Link to="/activities/contest">See this month&apos;s wall.</Link>
      </PageHeader>
      <PastWinners />
    </>
  );
}

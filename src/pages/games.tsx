import { Link } from "react-router";
import { games } from "../../games/index";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";

export default function GamesPage() {
  return (
    <>
      <Seo
        title="Games"
        description="Six calm, free browser games: Little Dodger, Word Search, Memory Match, Tic-Tac-Toe, Color Match and Snake."
        path="/games"
      />
      <PageHeader title="Fun Games">Calm little games to play with a keyboard, a mouse or a finger.</PageHeader>
      <ul>
        {games.map((game) => (
          <li key={game.id}>
            <Link to={`/games/${game.id}`}>{game.title}</Link> — {game.description}
          </li>
        ))}
      </ul>
    </>
  );
}

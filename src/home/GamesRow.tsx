import { Link } from "react-router";
import { cardArtUrl } from "../../games/card-art";
import { GAME_CARD_IMAGE_SIZE, games } from "../../games/index";
import { Card } from "./styles";
import { CardRowPart } from "./HomePart";

/** The six games with their card art, as the games list shows them: two across on a phone, three above. */
export function GamesRow() {
  return (
    <CardRowPart id="home-games" heading="Games on the Station" phone={2} wide={3}>
      {games.map((game) => (
        <Card key={game.id}>
          <img
            src={cardArtUrl(game.id)}
            alt={game.imageAlt}
            width={GAME_CARD_IMAGE_SIZE.width}
            height={GAME_CARD_IMAGE_SIZE.height}
            loading="lazy"
            decoding="async"
          />
          <h3>
            <Link to={`/games/${game.id}`}>{game.title}</Link>
          </h3>
        </Card>
      ))}
    </CardRowPart>
  );
}

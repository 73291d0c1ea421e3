import { Link } from "react-router";
import { cardArtUrl } from "../../games/card-art";
import { GAME_CARD_IMAGE_SIZE, games } from "../../games/index";
import { Card, Part, Row } from "./styles";

/** The six games with their card art, as the games list shows them: two across on a phone, three above. */
export function GamesRow() {
  return (
    <Part aria-labelledby="home-games">
      <h2 id="home-games">Games on the Station</h2>
      <Row phone={2} wide={3}>
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
      </Row>
    </Part>
  );
}

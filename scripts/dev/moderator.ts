/**
 * `npm run moderator -- add <email>` / `npm run moderator -- remove <email>`: makes or unmakes a
 * contest moderator; `npm run moderator -- invite <email>` mails an invitation to someone without
 * an account yet and makes them a moderator, on the running server (http://localhost:$PORT), or on a hosted project with
 * SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY. The member signs in again (or waits for their
 * session's next refresh, within an hour) to get the moderation page.
 */
import { authConfigFromEnv } from "../../server/supabase/core/config.ts";
import { adminTarget, inviteModerator, setModerator } from "./moderator-admin.ts";

const [command, email] = process.argv.slice(2);
if ((command !== "add" && command !== "remove" && command !== "invite") || !email) {
  console.error(
    "Usage: npm run moderator -- add <email>\n       npm run moderator -- remove <email>\n       npm run moderator -- invite <email>",
  );
  process.exit(2);
}
try {
  const target = adminTarget(process.env, authConfigFromEnv().dataDir);
  if (command === "invite") {
    const invited = await inviteModerator(target, email);
    console.log(`${invited.email ?? email} is invited and will be a moderator once they accept the emailed link.`);
    process.exit(0);
  }
  const user = await setModerator(target, email, command === "add");
  console.log(
    command === "add"
      ? `${user.email ?? email} is now a moderator. They see /moderation after signing in again.`
      : `${user.email ?? email} is no longer a moderator.`,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  const refused = /ECONNREFUSED|fetch failed/.test(message + String((error as { cause?: unknown }).cause ?? ""));
  console.error(refused ? "The server is not running: start it with `npm start`, or set SUPABASE_URL." : message);
  process.exit(1);
}

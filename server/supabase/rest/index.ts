/** The data API under /rest/v1: a PostgREST subset on the shared database. */
export { createRestHandler } from "./router.ts";

/**
 * The routes under /auth/v1, and what every request goes through: CORS, the API key, the
 * API-version header, errors as GoTrue shapes them, one log line (method, path, status).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { DEV_ANON_KEY } from "../core/config.ts";
import type { Call, Handler, Service } from "./context.ts";
import { answerPreflight, applyCors } from "../core/cors.ts";
import { isDiskFull } from "../core/disk-full.ts";
import { API_VERSION_2024, AuthError, errors, sendError, wantsApiVersion2024 } from "./errors.ts";
import { adminRoutes } from "./admin/index.ts";
import { manualLinkingDisabled, ssoDisabled } from "./handlers/disabled.ts";
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from "./handlers/factors.ts";
import { logout } from "./handlers/logout.ts";
import { reauthenticate } from "./handlers/reauthenticate.ts";
import { otp } from "./handlers/otp.ts";
import { recover } from "./handlers/recover.ts";
import { resend } from "./handlers/resend.ts";
import { health, settings } from "./handlers/settings.ts";
import { signup } from "./handlers/signup.ts";
import { token } from "./handlers/token.ts";
import { getUser, putUser } from "./handlers/user.ts";
import { verifyGet, verifyPost } from "./handlers/verify.ts";
import {
  BadJson,
  BodyTooLarge,
  bearerToken,
  clientAddress,
  headerValue,
  pathOf,
  queryOf,
  readJsonObject,
  requestOrigin,
  sendJson,
} from "../core/http.ts";
import { verifyJwt } from "../core/tokens.ts";

export const PREFIX = "/auth/v1";

const routes: Record<string, Partial<Record<string, Handler>>> = {
  "/signup": { POST: signup },
  "/token": { POST: token },
  "/logout": { POST: logout },
  "/user": { GET: getUser, PUT: putUser },
  "/verify": { GET: verifyGet, POST: verifyPost },
  "/recover": { POST: recover },
  "/resend": { POST: resend },
  "/otp": { POST: otp },
  "/settings": { GET: settings },
  "/health": { GET: health },
  "/factors": { POST: enrollFactor },
  "/reauthenticate": { GET: reauthenticate },
  "/sso": { POST: ssoDisabled },
  "/user/identities/authorize": { GET: manualLinkingDisabled },
};

/** Routes with an id in the path: a factor's, an identity's. */
function dynamicRoutes(path: string): Partial<Record<string, Handler>> | undefined {
  const factor = /^\/factors\/([^/]+)(?:\/(challenge|verify))?\/?$/.exec(path);
  if (factor) {
    const id = factor[1]!;
    if (factor[2] === "challenge") return { POST: challengeFactor(id) };
    if (factor[2] === "verify") return { POST: verifyFactor(id) };
    return { DELETE: unenrollFactor(id) };
  }
  if (/^\/user\/identities\/[^/]+\/?$/.test(path)) return { DELETE: manualLinkingDisabled };
  return undefined;
}

/** Like Supabase's gateway: the email link is opened by a browser with no key. */
const OPEN_ROUTES = new Set(["GET /verify"]);

async function hasValidKey(service: Service, req: IncomingMessage, query: URLSearchParams): Promise<boolean> {
  const key = headerValue(req, "apikey") ?? query.get("apikey") ?? undefined;
  const accepted = service.config.anonKey ? [service.config.anonKey] : [DEV_ANON_KEY, service.keys.generatedAnonKey];
  accepted.push(service.keys.serviceRoleKey);
  if (key !== undefined && accepted.includes(key)) return true;
  // A signed-in user's access token (or a service-role JWT) stands in for the key, as it does
  // at Supabase's gateway.
  const bearer = bearerToken(req);
  if (bearer && bearer.split(".").length === 3) {
    const verified = await verifyJwt(service.keys.jwtSecret, bearer);
    if (verified.ok && (typeof verified.claims.sub === "string" || verified.claims.role === "service_role"))
      return true;
  }
  return false;
}

export function createRouter(service: Service) {
  const { config } = service;

  async function route(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (answerPreflight(req, res)) return;
    const query = queryOf(req);
    // HEAD is GET without a body, except for the emailed link: a mail scanner's HEAD must not use it up.
    const method = req.method === "HEAD" && path !== "/verify" ? "GET" : (req.method ?? "GET");
    const byMethod =
      path.startsWith("/admin/") || path === "/invite" ? adminRoutes(path) : (routes[path] ?? dynamicRoutes(path));
    if (!byMethod) throw errors.notFound();
    const handler = byMethod[method];
    if (!handler) {
      res.setHeader("Allow", Object.keys(byMethod).join(", "));
      throw errors.methodNotAllowed();
    }
    if (!OPEN_ROUTES.has(`${method} ${path}`) && !(await hasValidKey(service, req, query))) {
      const missing = headerValue(req, "apikey") === undefined && !query.has("apikey");
      return sendJson(req, res, 401, {
        message: missing ? "No API key found in request" : "Invalid API key",
        hint: missing ? "No `apikey` request header or url param was found." : "Double check your anon key.",
      });
    }
    let bodyRead: Promise<Record<string, unknown>> | undefined;
    const call: Call = {
      req,
      res,
      query,
      address: clientAddress(req, config.trustProxy),
      siteOrigin: config.siteUrl ?? requestOrigin(req, config.trustProxy),
      apiUrl: config.apiExternalUrl ?? requestOrigin(req, config.trustProxy),
      body: () => (bodyRead ??= readJsonObject(req, config.maxBodyBytes)),
    };
    await handler(service, call);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const fullPath = pathOf(req);
    const path = fullPath.slice(PREFIX.length) || "/";
    applyCors(req, res);
    if (wantsApiVersion2024(req)) res.setHeader("X-Supabase-Api-Version", API_VERSION_2024);
    if (config.logRequests) {
      // Path only: query strings carry emailed tokens and redirect targets.
      res.once("finish", () => console.log(`auth ${req.method} ${fullPath} ${res.statusCode}`));
    }
    try {
      await route(req, res, path);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof AuthError) return sendError(req, res, error);
      if (error instanceof BodyTooLarge) {
        // No "Connection: close": Node would then cut the socket while the client still sends,
        // and the reset can swallow this answer; readBody drops the rest of the body instead.
        return sendError(req, res, errors.tooLarge(`Request body is larger than ${config.maxBodyBytes} bytes`));
      }
      if (error instanceof BadJson) {
        return sendError(req, res, errors.badJson(`Could not parse request body as JSON: ${error.message}`));
      }
      if (isDiskFull(error)) return sendError(req, res, errors.insufficientStorage());
      // Never the request itself: it may hold a password or a token.
      console.error(`auth ${req.method} ${fullPath} failed:`, error instanceof Error ? error.stack : error);
      sendError(req, res, errors.unexpected());
    }
  };
}

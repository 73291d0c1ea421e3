/** GET /settings and GET /health: what supabase-js and operators ask the service about itself. */
import type { Handler } from "../context.ts";
import { sendJson } from "../../core/http.ts";

export const settings: Handler = async (service, call) => {
  sendJson(call.req, call.res, 200, {
    external: { email: true, phone: false, anonymous_users: service.config.anonymousSignIns },
    disable_signup: false,
    mailer_autoconfirm: service.config.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: "",
    saml_enabled: false,
  });
};

export const health: Handler = async (service, call) => {
  await service.db.query("select 1");
  sendJson(call.req, call.res, 200, {
    version: "little-space-station-embedded",
    name: "GoTrue",
    description: "The Little Space Station's embedded, GoTrue-compatible auth service",
  });
};

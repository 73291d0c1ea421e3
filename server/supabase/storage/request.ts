/**
 * Who a /storage/v1 request runs as (core/caller.ts), answered in Storage's words; policies on
 * storage.objects read the caller's claims through auth.uid().
 */
import type { IncomingMessage } from "node:http";
import { type Caller, type CallerKeys, type CallerRefusals, identifyCaller } from "../core/caller.ts";
import { storageErrors } from "./errors.ts";

export interface StorageSettings extends CallerKeys {
  dataDir: string;
  /** The largest upload a bucket without its own limit takes. */
  maxUploadBytes: number;
}

const refusals: CallerRefusals = {
  badJwt: (reason, expired) => storageErrors.badJwt(expired ? "jwt expired" : reason),
  noApiKey: storageErrors.noApiKey,
  badApiKey: storageErrors.badApiKey,
};

export function identify(req: IncomingMessage, query: URLSearchParams, settings: StorageSettings): Promise<Caller> {
  return identifyCaller(req, query, settings, refusals);
}

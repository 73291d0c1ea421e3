/**
 * Who a /storage/v1 request runs as (core/caller.ts), answered in Storage's words; policies on
 * storage.objects read the caller's claims through auth.uid().
 */
import type { IncomingMessage } from "node:http";
import { type Caller, type CallerKeys, type CallerRefusals, identifyCaller } from "../core/caller.ts";
import { StorageError, storageErrors } from "./errors.ts";

export interface StorageSettings extends CallerKeys {
  dataDir: string;
  /** The largest upload a bucket without its own limit takes. */
  maxUploadBytes: number;
}

const refusals: CallerRefusals = {
  badJwt: (reason, expired) => storageErrors.badJwt(expired ? "jwt expired" : reason),
  noApiKey: () => new StorageError(401, "Unauthorized", "No API key found in request"),
  badApiKey: () => new StorageError(401, "Unauthorized", "Invalid API key"),
};

export function identify(req: IncomingMessage, query: URLSearchParams, settings: StorageSettings): Promise<Caller> {
  return identifyCaller(req, query, settings, refusals);
}

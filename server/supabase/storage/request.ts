/**
 * Who a /storage/v1 request runs as (core/caller.ts), answered in Storage's words; policies on
 * storage.objects read the caller's claims through auth.uid().
 */
import { callerIdentifier, type CallerKeys } from "../core/caller.ts";
import { storageErrors } from "./errors.ts";

export interface StorageSettings extends CallerKeys {
  dataDir: string;
  /** The largest upload a bucket without its own limit takes. */
  maxUploadBytes: number;
}

export const identify = callerIdentifier<StorageSettings>(storageErrors, "jwt expired");

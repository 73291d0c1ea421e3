/** Storage under /storage/v1: Supabase Storage's object API on the shared database and the data folder. */
export { createStorage, STORAGE_PREFIX, type StorageService } from "./router.ts";
export type { StorageSettings } from "./request.ts";

/**
 * Reading request fields the way GoTrue's Go structs do: a field of the wrong JSON type is a
 * `bad_json` error (Go's "cannot unmarshal ..."), a missing one is its zero value.
 */
import { errors } from "./errors.ts";

export function optionalString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") {
    throw errors.badJson(
      `Could not parse request body as JSON: json: cannot unmarshal ${jsonType(value)} into field ${field} of type string`,
    );
  }
  // PostgreSQL text cannot hold NUL; no email, password or token has one.
  if (value.includes("\u0000")) throw errors.validation(`The ${field} must not contain a NUL character`);
  return value;
}

export function optionalObject(body: Record<string, unknown>, field: string): Record<string, unknown> | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value)) {
    throw errors.badJson(
      `Could not parse request body as JSON: json: cannot unmarshal ${jsonType(value)} into field ${field} of type object`,
    );
  }
  return value as Record<string, unknown>;
}

function jsonType(value: unknown): string {
  if (Array.isArray(value)) return "array";
  if (typeof value === "object") return "object";
  return typeof value;
}

/** A failed entry in words a member can act on: the service's own message where it wrote one for people. */
import type { ServiceError } from "../accounts/messages/auth";
import { CONTEST_TEXT } from "./messages";

export function entryProblem(error: ServiceError): string {
  const status = error.status ?? 0;
  if (status === 0) return CONTEST_TEXT.offline;
  if (status === 413) return CONTEST_TEXT.tooBig;
  // Storage's 415 and 422, the limits' 429, the title's check (400) and the same picture sent
  // twice (409) carry messages written for members.
  if ([400, 409, 415, 422, 429].includes(status) && error.message) return error.message;
  if (status === 401 || status === 403) return "Your session has ended. Please sign in again to enter.";
  return "The entry could not be sent. Please try again in a moment.";
}

import { describe, expect, it } from "vitest";
import { isValidNickname } from "../../../common/validation";
import { NICKNAME_PLACEHOLDER, serviceMessage } from "./auth";
import { signInProblem, signUpProblem } from "./failures";

describe("service error wording", () => {
  it("uses the service's message in toasts, or 'Something went wrong'", () => {
    expect(serviceMessage({ message: "Invalid login credentials" })).toBe("Invalid login credentials");
    expect(serviceMessage({ message: "  " })).toBe("Something went wrong");
    expect(serviceMessage(null)).toBe("Something went wrong");
  });

  it("explains a wrong password and an unconfirmed email in plain words", () => {
    expect(signInProblem({ code: "invalid_credentials", message: "Invalid login credentials", status: 400 })).toMatch(
      /email and password don't match/,
    );
    expect(signInProblem({ message: "Invalid login credentials" })).toMatch(/don't match/);
    expect(signInProblem({ code: "email_not_confirmed", message: "Email not confirmed", status: 400 })).toMatch(
      /isn't confirmed yet/,
    );
  });

  it("explains rate limits and network trouble", () => {
    expect(
      signInProblem({ code: "over_request_rate_limit", status: 429, message: "Request rate limit reached" }),
    ).toMatch(/wait a minute/);
    expect(signUpProblem({ name: "AuthRetryableFetchError", status: 0, message: "Failed to fetch" })).toMatch(
      /couldn't reach the server/,
    );
  });

  it("tells someone signing up twice to sign in instead", () => {
    expect(signUpProblem({ code: "user_already_exists", message: "User already registered", status: 422 })).toMatch(
      /already an account/,
    );
  });

  it("passes anything else through with the service's message", () => {
    expect(signUpProblem({ message: "Database on fire", status: 500 })).toBe("Something went wrong: Database on fire");
  });
});

describe("the sign-up form's example nickname", () => {
  it("is one the nickname rule accepts", () => {
    expect(isValidNickname(NICKNAME_PLACEHOLDER)).toBe(true);
  });
});

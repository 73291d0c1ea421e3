import { describe, expect, it } from "vitest";
import { emailChangeCodeProblem, emailChangeProblem, newEmailProblem } from "./email-change";

describe("the email address panel's words", () => {
  it("check the new address before sending it", () => {
    expect(newEmailProblem("", "ada@example.com")).toMatch(/enter your email/);
    expect(newEmailProblem("ada.example.com", "ada@example.com")).toMatch(/doesn't look like an email/);
    expect(newEmailProblem(" ADA@example.com ", "ada@example.com")).toMatch(/address you use now/);
    expect(newEmailProblem("ada@example.org", "ada@example.com")).toBeNull();
  });

  it("say why the service refused a change", () => {
    const taken = {
      code: "email_exists",
      status: 422,
      message: "A user with this email address has already been registered",
    };
    expect(emailChangeProblem(taken)).toMatch(/Another account already uses/);
    const invalid = { code: "validation_failed", status: 400, message: "Unable to validate email address" };
    expect(emailChangeProblem(invalid)).toMatch(/didn't accept this email/);
    const soon = {
      code: "over_email_send_rate_limit",
      status: 429,
      message: "For security purposes, you can only request this after 42 seconds.",
    };
    expect(emailChangeProblem(soon)).toBe("We sent the links a moment ago. You can ask again in 42 seconds.");
    expect(emailChangeProblem({ code: "over_email_send_rate_limit", status: 429 })).toMatch(/Too many tries/);
    expect(emailChangeProblem({ code: "insufficient_aal", status: 401 })).toMatch(/app's code/);
    expect(emailChangeProblem({ code: "session_not_found", status: 403 })).toMatch(/session has ended/);
  });

  it("name the address whose code was refused", () => {
    expect(emailChangeCodeProblem({ code: "otp_expired", status: 403 }, "new@example.com")).toBe(
      "The code for new@example.com isn't right or has expired. Check that email, or send the links again.",
    );
  });
});

import { describe, expect, it } from "vitest";
import { fragmentCarriesSession, fragmentError, fragmentMessage, linkErrorMessage } from "./url-fragment";

describe("emailed link fragments", () => {
  it("notice a session in the fragment", () => {
    expect(fragmentCarriesSession("#access_token=abc&refresh_token=def&type=signup")).toBe(true);
    expect(fragmentCarriesSession("#contact")).toBe(false);
    expect(fragmentCarriesSession("")).toBe(false);
  });

  it("read an error and explain an expired link", () => {
    const error = fragmentError(
      "#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired",
    );
    expect(error).toEqual({ code: "otp_expired", description: "Email link is invalid or has expired" });
    expect(linkErrorMessage(error!)).toMatch(/expired or was already used/);
    expect(fragmentError("#access_token=abc")).toBeNull();
  });

  it("explain an unknown error without blaming anyone", () => {
    expect(linkErrorMessage({ code: "unexpected_failure", description: "" })).toMatch(/copied only in part/);
  });

  it("read the note left by the first of two links, and nothing else", () => {
    const first = "#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email&sb=";
    expect(fragmentMessage(first)).toMatch(/^Confirmation link accepted/);
    expect(fragmentCarriesSession(first)).toBe(false);
    expect(fragmentError(first)).toBeNull();
    expect(fragmentMessage("#access_token=abc&type=email_change")).toBeNull();
    expect(fragmentMessage("")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { emailProblem, isValidEmail, isValidNickname, newPasswordProblem } from "./validation";

describe("nickname rule", () => {
  it("accepts letters, digits and spaces from 1 to 50 characters", () => {
    expect(isValidNickname("a")).toBe(true);
    expect(isValidNickname("Sparkly Star 42")).toBe(true);
    expect(isValidNickname("x".repeat(50))).toBe(true);
    expect(isValidNickname("Zoë")).toBe(true);
  });
  it("refuses empty, blank, too long, punctuation, emoji and non-strings", () => {
    for (const bad of ["", "   ", "x".repeat(51), "bad!", "a_b", "🌟star", "x'; drop table users;--", 42, null]) {
      expect(isValidNickname(bad)).toBe(false);
    }
  });
});

describe("email and password", () => {
  it("checks the email format", () => {
    expect(isValidEmail("me@example.com")).toBe(true);
    expect(isValidEmail("me@example")).toBe(false);
    expect(emailProblem("")).toMatch(/enter your email/);
    expect(emailProblem("nope")).toMatch(/doesn't look like an email/);
  });
  it("asks for at least six password characters", () => {
    expect(newPasswordProblem("12345")).toMatch(/at least 6/);
    expect(newPasswordProblem("123456")).toBeNull();
  });
});

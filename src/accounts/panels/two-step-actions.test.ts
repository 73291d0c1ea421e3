import { describe, expect, it } from "vitest";
import { imageAddress } from "./two-step-actions";

describe("the enrolment's QR code as an image address", () => {
  it("encodes the SVG supabase-js hands over raw, so its colours' # do not cut the address", () => {
    const raw =
      'data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg"><path fill="#ffffff" d="M0 0h1"/></svg>';
    const address = imageAddress(raw);
    expect(address.startsWith("data:image/svg+xml;charset=utf-8,%3Csvg")).toBe(true);
    expect(address).not.toContain("#");
    expect(decodeURIComponent(address.slice(address.indexOf(",") + 1))).toBe(raw.slice(raw.indexOf(",") + 1));
  });

  it("leaves an address that is already an image's (a base64 one) as it is", () => {
    expect(imageAddress("data:image/png;base64,iVBORw0KGgo=")).toBe("data:image/png;base64,iVBORw0KGgo=");
  });
});

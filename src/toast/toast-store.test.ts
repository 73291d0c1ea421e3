import { beforeEach, describe, expect, it } from "vitest";
import { toast, useToastStore } from "./toast-store";

describe("toast store", () => {
  beforeEach(() => useToastStore.setState({ current: null, started: false }));

  it("keeps at most one toast: a new one replaces the old", () => {
    toast({ title: "First" });
    const second = toast({ title: "Second", variant: "destructive" });
    const { current } = useToastStore.getState();
    expect(current?.title).toBe("Second");
    expect(current?.variant).toBe("destructive");
    expect(current?.id).toBe(second);
  });

  it("ignores a dismiss for a toast that was already replaced", () => {
    const first = toast({ title: "First" });
    toast({ title: "Second" });
    useToastStore.getState().dismiss(first);
    expect(useToastStore.getState().current?.title).toBe("Second");
  });

  it("dismisses the current toast", () => {
    const id = toast({ title: "Only" });
    useToastStore.getState().dismiss(id);
    expect(useToastStore.getState().current).toBeNull();
  });
});

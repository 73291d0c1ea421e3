import { lazy } from "react";
import { lazyStep } from "../offline/retryable-lazy";

// A step between the shell and the book: the shell's import then names this one small file, not
// every chunk the book needs.
export default lazyStep(lazy(() => import("./StickerRuntime")));

import { lazyStep, retryableLazy } from "../offline/retryable-lazy";

// A step between the account page and the panel: the page's import then names this one small
// file, not every chunk the sticker book needs, so the page's first load stays within its budget.
export default lazyStep(retryableLazy(() => import("./StickersPanel")));

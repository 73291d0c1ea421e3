import { createElement, lazy, Suspense, type ComponentType } from "react";

/**
 * React.lazy keeps a failed import forever; this one can start over, so a part of the page
 * that failed to download (offline, or after a deploy) can be tried again without a reload.
 */
export function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let Loaded = lazy(load);
  function Retryable(props: P) {
    return createElement(Loaded, props);
  }
  return Object.assign(Retryable, {
    retry() {
      Loaded = lazy(load);
    },
  });
}

/**
 * A step between an importer and a lazy part: the importer's import then names this one small
 * file, not every chunk the part needs. It shows the part once loaded, and nothing before.
 */
export function lazyStep(Part: ComponentType): ComponentType {
  return function LazyStep() {
    return createElement(Suspense, { fallback: null }, createElement(Part));
  };
}

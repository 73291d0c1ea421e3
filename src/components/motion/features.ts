// Loaded on demand by <LazyMotion>: the animation engine arrives after the page is interactive.
export { domAnimation as default } from "framer-motion";

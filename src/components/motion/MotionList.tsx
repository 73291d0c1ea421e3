import { LazyMotion, m, type Variants } from "framer-motion";
import { Children, type ReactNode } from "react";

const loadFeatures = () => import("./features").then((mod) => mod.default);

/** spec.md: list items enter 0.2 s apart. */
export const STAGGER_SECONDS = 0.2;

const list: Variants = { hidden: {}, visible: { transition: { staggerChildren: STAGGER_SECONDS } } };
const item: Variants = {
  hidden: { opacity: 0, y: 16 },
  visible: { opacity: 1, y: 0, transition: { duration: 0.4, ease: "easeOut" } },
};

/** framer-motion's small `m` components; the animation features arrive by a further import(). */
export default function MotionList({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <m.ul className={className} variants={list} initial="hidden" animate="visible">
        {Children.map(children, (child) => (
          <m.li variants={item} data-stagger-item="">
            {child}
          </m.li>
        ))}
      </m.ul>
    </LazyMotion>
  );
}

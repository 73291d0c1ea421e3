/** Markdown files are compiled at build time by scripts/build/markdown/vite-plugin.ts. */
declare module "*.md" {
  const compiled: {
    readonly meta: Readonly<Record<string, string>>;
    readonly html: string;
    readonly sections: readonly { readonly id: string; readonly title: string }[];
    readonly words: number;
  };
  export default compiled;
}
declare module "*.md?meta" {
  const meta: Readonly<Record<string, string>>;
  export default meta;
}

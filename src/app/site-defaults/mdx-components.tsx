import type { MDXComponents } from 'mdx/types';

/** Markdown drawn as plain HTML (see README.md here). */
export const mdxComponents: MDXComponents = {};

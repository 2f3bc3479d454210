import type { Page } from '@playwright/test';

export type Tree = { [name: string]: Tree | { path: string; content: string } };
export declare function pagesTree(root?: string): Tree;
export declare function photoPaths(root?: string): string[];
export declare function withTestRepo(
  page: Page,
  options?: { root?: string; checkConfig?: (config: { publish_mode?: string }) => void },
): Promise<void>;

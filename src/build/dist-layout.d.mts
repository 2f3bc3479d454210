export declare function pageFile(urlPath: string): string;
export declare function servePagesAtAliases(dist: string, redirects: Readonly<Record<string, string>>): void;
export declare function isFolderPage(urlPath: string): boolean;

export declare function pageFile(urlPath: string): string;
export declare function isFolderPage(urlPath: string): boolean;

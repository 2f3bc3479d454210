export declare function parseHeaders(text: string): { pattern: RegExp; headers: [string, string | null][] }[];
export declare function loadHeaders(file: string): (urlPath: string) => Record<string, string>;

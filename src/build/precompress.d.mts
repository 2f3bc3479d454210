export declare function precompress(dir: string): Promise<{ files: number; before: number; after: number }>;
export declare function precompressAndReport(dir: string): Promise<void>;

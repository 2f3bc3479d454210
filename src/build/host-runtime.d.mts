export declare const UPLOAD_DIR: string;
export declare const WRANGLER_ENV: Record<string, string>;
export declare function stageUpload(dist?: string, out?: string): { file: string; size: number }[];
export declare function hostCommand(dir: string, port: number, vars?: Record<string, string>): [string, string[]];
export declare function startHost(dir: string, port: number, vars?: Record<string, string>): Promise<{ origin: string; stop: () => Promise<void> }>;

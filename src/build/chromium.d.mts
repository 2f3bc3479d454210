import type { ChildProcess } from 'node:child_process';

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const SLOW_4G: { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number };
export declare function emulateSlowPhone(cdp: { send(method: string, params?: object): Promise<unknown> }, cpuSlowdown?: number): Promise<void>;
export declare function serveSite(port: number, dir?: string): Promise<ChildProcess>;

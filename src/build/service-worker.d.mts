/** Writes dist/sw.js (Workbox): how many files it precaches and their bytes. */
export declare function buildServiceWorker(dist: string): Promise<{ count: number; size: number }>;

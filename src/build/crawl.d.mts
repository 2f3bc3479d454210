export declare function addressesIn(text: string, siteUrl?: string): Set<string>;
export interface CrawlResult {
  answered: Map<string, number>;
  redirects: { address: string; from: string; status: number; location: string | null }[];
  broken: { address: string; from: string; status: number }[];
}
export declare function crawl(origin: string, options?: { start?: string; siteUrl?: string; also?: string[] }): Promise<CrawlResult>;

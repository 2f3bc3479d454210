import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const ENQUIRY_PATH: string;
export declare const ENQUIRIES_DIR: string;
export declare function problemWith(body: unknown): string | null;
export interface EnquiryEndpoint {
  dir: string;
  describe(): string;
  handle(req: IncomingMessage, res: ServerResponse): boolean;
}
export declare function createEnquiryEndpoint(options?: { dir?: string; log?: (line: string) => void }): EnquiryEndpoint;

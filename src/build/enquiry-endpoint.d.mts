import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const ENQUIRY_PATH: string;
export declare const ENQUIRY_FORM_PATH: string;
export declare const ENQUIRIES_DIR: string;
export declare const MAX_BODY_BYTES: number;
export declare const PARAM_MAX_LENGTH: number;
export declare const MAX_PARAMS: number;
export declare const RATE_LIMIT: { max: number; windowMs: number };
export declare const ANSWERS: Record<string, [number, string]>;
export declare function problemWith(body: unknown): string | null;
export interface EnquiryEndpoint {
  dir: string;
  describe(): string;
  handle(req: IncomingMessage, res: ServerResponse): boolean;
}
export interface EnquiryEndpointOptions {
  dir?: string;
  log?: (line: string) => void;
  /** Origins other than the server's own whose pages may post enquiries (answered with CORS headers). */
  allowedOrigins?: string[];
  /** Host names besides loopback ones under which the server's own origin is accepted. */
  allowedHosts?: string[];
  rateLimit?: { max: number; windowMs: number };
  maxBodyBytes?: number;
}
export declare function createEnquiryEndpoint(options?: EnquiryEndpointOptions): EnquiryEndpoint;

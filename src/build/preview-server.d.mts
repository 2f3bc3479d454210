import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export declare function preferredEncoding(header: string | undefined): 'br' | 'gzip' | '';
export interface PreviewOptions {
  root: string;
  enquiries?: { handle(req: IncomingMessage, res: ServerResponse): boolean } | null;
}
export declare function createPreviewHandler(options: PreviewOptions): (req: IncomingMessage, res: ServerResponse) => void;
export declare function createPreviewServer(options: PreviewOptions): Server;

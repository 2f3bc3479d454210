// Cloudflare Pages Function at /admin/<file>: the editor's scripts as the build compressed them (src/host/precompressed.ts).
import { servePrecompressed, type AssetsEnv } from '../../src/host/precompressed.ts';

export const onRequestGet = ({ request, env }: { request: Request; env: AssetsEnv }): Promise<Response> => servePrecompressed(request, env);

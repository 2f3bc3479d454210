// Cloudflare Pages Function at /api/auth: the web editor's sign-in starts here (src/host/github-login.ts).
import { startLogin, type LoginEnv } from '../../../src/host/github-login.ts';

export const onRequestGet = ({ request, env }: { request: Request; env: LoginEnv }): Response => startLogin(request, env);

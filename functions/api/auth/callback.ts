// Cloudflare Pages Function at /api/auth/callback: GitHub sends the office back here (src/host/github-login.ts).
import { finishLogin, type LoginEnv } from '../../../src/host/github-login.ts';

export const onRequestGet = ({ request, env }: { request: Request; env: LoginEnv }): Promise<Response> => finishLogin(request, env);

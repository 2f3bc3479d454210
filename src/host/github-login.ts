/**
 * The web editor's sign-in with GitHub, answered by the site's own host (Cloudflare Pages
 * Functions: functions/api/auth/). Decap CMS opens /api/auth in a small window; that address sends
 * the office to GitHub's authorize page with a `state` it also keeps in a cookie; GitHub sends them
 * back to /api/auth/callback, which checks the state, trades the code for a token (with the OAuth
 * app's secret, held only in the host's settings) and hands the token to the editor that opened the
 * window, by postMessage to this site's own origin only.
 * Why OAuth with a secret and not PKCE: GitHub's OAuth apps do not let a browser trade a code for a
 * token (its token endpoint sends no CORS headers), so a server must; this one is a function beside
 * the site, not Netlify's service.
 */
export interface LoginEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** GitHub's address; another only in tests (a local stand-in that records what it is asked). */
  GITHUB_OAUTH_ORIGIN?: string;
}

const STATE_COOKIE = '__Host-editor_login_state';
const CALLBACK_PATH = '/api/auth/callback';
const SCOPES = new Set(['repo', 'public_repo']);

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

/** GET /api/auth?provider=github&scope=repo: 302 to GitHub's authorize page, the state kept in a cookie. */
export function startLogin(request: Request, env: LoginEnv): Response {
  const url = new URL(request.url);
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) {
    return text(
      503,
      'Signing in is not set up yet: GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET must be set in the host\'s settings (README, "Web editor").',
    );
  }
  if ((url.searchParams.get('provider') ?? 'github') !== 'github') return text(400, 'Only GitHub sign-in is offered here.');
  const scope = url.searchParams.get('scope') ?? 'repo';
  if (!SCOPES.has(scope)) return text(400, `Unknown scope "${scope}".`);
  const state = hex(crypto.getRandomValues(new Uint8Array(32)));
  const authorize = new URL('/login/oauth/authorize', env.GITHUB_OAUTH_ORIGIN ?? 'https://github.com');
  authorize.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID,
    redirect_uri: url.origin + CALLBACK_PATH,
    scope,
    state,
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.toString(),
      'Set-Cookie': `${STATE_COOKIE}=${state}; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=600`,
      'Cache-Control': 'no-store',
    },
  });
}

function cookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The same length and bytes, compared in constant time. */
function sameState(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * The small window's page: tells the editor that opened it (on this origin only) that it is
 * there, and once the editor answers, hands it the outcome and closes.
 */
function handOver(origin: string, outcome: 'success' | 'error', content: object): Response {
  const nonce = hex(crypto.getRandomValues(new Uint8Array(16)));
  const message = `authorization:github:${outcome}:${JSON.stringify(content)}`;
  const json = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
  const script = `(()=>{const origin=${json(origin)},message=${json(message)};if(!window.opener){document.getElementById('status').textContent='Close this window and press Login in the web editor again.';return}addEventListener('message',(e)=>{if(e.origin!==origin||e.source!==window.opener)return;window.opener.postMessage(message,origin);window.close()});window.opener.postMessage('authorizing:github',origin)})()`;
  const words =
    outcome === 'success'
      ? 'Signed in. This window closes by itself.'
      : 'Signing in did not work. Close this window and press Login again.';
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Web editor sign-in</title><p id="status">${words}</p><script nonce="${nonce}">${script}</script></html>`;
  return new Response(html, {
    status: outcome === 'success' ? 200 : 400,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'Set-Cookie': `${STATE_COOKIE}=; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=0`,
    },
  });
}

/**
 * GET /api/auth/callback?code=…&state=…: a missing or wrong state is refused at once, before GitHub
 * is asked anything (a page elsewhere cannot start a sign-in and receive its token).
 */
export async function finishLogin(request: Request, env: LoginEnv): Promise<Response> {
  const url = new URL(request.url);
  const state = url.searchParams.get('state');
  const kept = cookie(request, STATE_COOKIE);
  if (!state || !kept || !sameState(state, kept)) {
    return text(
      400,
      'This sign-in was not started from this site, or it took longer than 10 minutes. Close this window and press Login again.',
    );
  }
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return text(503, 'Signing in is not set up yet (README, "Web editor").');
  const denied = url.searchParams.get('error');
  if (denied) return handOver(url.origin, 'error', { message: url.searchParams.get('error_description') ?? denied });
  const code = url.searchParams.get('code');
  if (!code) return text(400, 'GitHub sent no code. Close this window and press Login again.');

  let answer: { access_token?: string; error_description?: string; error?: string };
  try {
    const response = await fetch(new URL('/login/oauth/access_token', env.GITHUB_OAUTH_ORIGIN ?? 'https://github.com'), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: url.origin + CALLBACK_PATH,
      }),
    });
    answer = (await response.json()) as typeof answer;
  } catch {
    return handOver(url.origin, 'error', { message: 'GitHub could not be reached. Try again in a minute.' });
  }
  if (!answer.access_token)
    return handOver(url.origin, 'error', { message: answer.error_description ?? answer.error ?? 'GitHub gave no token.' });
  return handOver(url.origin, 'success', { token: answer.access_token, provider: 'github' });
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from '@playwright/test';
import { startHost } from '../../tools/servers/host-runtime.mjs';

// The web editor's sign-in function (functions/api/auth/, src/host/github-login.ts) on the host's
// runtime. GitHub is a local stand-in that records each request and answers the token exchange as
// GitHub does; the real exchange needs the internet.
const CLIENT_ID = 'test-client-id';

test('sign-in: 302 to GitHub with the client id and a state it keeps; a wrong or missing state is refused before GitHub is asked', async () => {
  const asked: string[] = [];
  const github = http.createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ access_token: 'gho_token_from_stand_in', token_type: 'bearer' }));
  });
  await new Promise<void>((resolve) => github.listen(0, '127.0.0.1', resolve));
  const githubOrigin = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
  const host = await startHost('tests/fixtures/host-redirect', Number(process.env.HOST_LOGIN_PORT ?? 8797), {
    GITHUB_CLIENT_ID: CLIENT_ID,
    GITHUB_CLIENT_SECRET: 'test-secret',
    GITHUB_OAUTH_ORIGIN: githubOrigin,
  });
  try {
    const start = await fetch(`${host.origin}/api/auth?provider=github&site_id=example&scope=repo`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin + authorize.pathname).toBe(`${githubOrigin}/login/oauth/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${host.origin}/api/auth/callback`);
    const state = authorize.searchParams.get('state')!;
    expect(state).toMatch(/^[0-9a-f]{64}$/);
    const cookie = start.headers.get('set-cookie')!.split(';')[0];
    expect(cookie).toBe(`__Host-editor_login_state=${state}`);
    expect(start.headers.get('set-cookie')).toMatch(/HttpOnly/);

    // A callback with a wrong state, none, or no cookie: 4xx at once, and GitHub is never asked.
    for (const [query, headers] of [
      [`code=abc&state=${'0'.repeat(64)}`, { cookie }],
      ['code=abc', { cookie }],
      [`code=abc&state=${state}`, {}],
    ] as const) {
      const refused = await fetch(`${host.origin}/api/auth/callback?${query}`, { headers, redirect: 'manual' });
      expect(refused.status, query).toBe(400);
      expect(await refused.text()).toContain('was not started from this site');
    }
    expect(asked).toEqual([]);

    // The right state: the code is traded once, and the token is handed to this origin only.
    const done = await fetch(`${host.origin}/api/auth/callback?code=abc&state=${state}`, { headers: { cookie } });
    expect(done.status).toBe(200);
    expect(asked).toEqual(['POST /login/oauth/access_token']);
    const page = await done.text();
    expect(page).toContain(`const origin=${JSON.stringify(host.origin)}`);
    expect(page).toContain('gho_token_from_stand_in');
    expect(page).not.toMatch(/postMessage\([^)]*['"]\*['"]/);
    expect(done.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'nonce-[0-9a-f]+'/);
    expect(done.headers.get('cache-control')).toBe('no-store');
  } finally {
    await host.stop();
    github.close();
  }
});

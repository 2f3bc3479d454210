// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { finishLogin, startLogin } from '../../src/host/github-login';

const site = 'https://www.example-college.edu.ng';
const env = { GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' };

describe("the web editor's sign-in", () => {
  it('says plainly that it is not set up when the host has no OAuth settings', async () => {
    const answer = startLogin(new Request(`${site}/api/auth?provider=github`), {});
    expect(answer.status).toBe(503);
    expect(await answer.text()).toContain('GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET must be set');
  });

  it('refuses another provider or scope', () => {
    expect(startLogin(new Request(`${site}/api/auth?provider=gitlab`), env).status).toBe(400);
    expect(startLogin(new Request(`${site}/api/auth?provider=github&scope=admin:org`), env).status).toBe(400);
  });

  it('gives every sign-in a state of its own', () => {
    const states = [1, 2].map(() =>
      new URL(startLogin(new Request(`${site}/api/auth`), env).headers.get('location')!).searchParams.get('state'),
    );
    expect(states[0]).not.toBe(states[1]);
  });

  it('hands a refusal from GitHub to the editor as an error, with no token', async () => {
    const start = startLogin(new Request(`${site}/api/auth`), env);
    const state = new URL(start.headers.get('location')!).searchParams.get('state');
    const cookie = start.headers.get('set-cookie')!.split(';')[0];
    const answer = await finishLogin(
      new Request(`${site}/api/auth/callback?error=access_denied&state=${state}`, { headers: { cookie } }),
      env,
    );
    const page = await answer.text();
    expect(answer.status).toBe(400);
    expect(page).toContain('authorization:github:error:');
    expect(page).not.toContain('token');
  });

  it('holds no secret in the repository: the function reads its settings from the environment only', () => {
    for (const file of ['src/host/github-login.ts', 'functions/api/auth/index.ts', 'functions/api/auth/callback.ts']) {
      expect(fs.readFileSync(file, 'utf8'), file).not.toMatch(/client_secret:\s*['"]|GITHUB_CLIENT_SECRET\s*=\s*['"]/);
    }
  });
});

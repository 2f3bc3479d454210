// /admin's own script, after Decap CMS: the data files' formats, then the checks around a save.
import * as YAML from 'yaml';
import './cms-formats.ts';
import './decap-words.ts';
import './cms-checks.ts';
import './page-preview.tsx';
import './view-link.ts';
import './upload-previews.ts';
import './a11y-fixes.ts';
import './take-down.ts';
import './list-add.ts';
import './new-entry-status.ts';

// Decap waits for this (window.CMS_MANUAL_INIT, set by /admin/site-data.js), so it reads its
// configuration with the formats, checks and previews above registered. The configuration is
// given to it as JSON (/admin/config.json, fetched since the page began: a preload in its head),
// so Decap neither fetches config.yml nor parses its 80 KB of YAML (a fifth of a second in the
// browser). If the JSON cannot be had, Decap reads config.yml itself and shows its own error.
const decap = window as unknown as { CMS_MANUAL_INIT?: boolean; CMS: { init(options?: { config: object }): void }; SITE_YAML: typeof YAML };
// Decap's build has no YAML library of its own: it uses this one (src/admin/decap-yaml.ts).
decap.SITE_YAML = YAML;

interface Config {
  backend?: { name?: string; base_url?: string };
}

async function configuration(): Promise<Config | undefined> {
  try {
    const response = await fetch('/admin/config.json', { credentials: 'same-origin' });
    return response.ok ? ((await response.json()) as Config) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sign-in is answered by the host that serves this page (functions/api/auth/), so the live site and
 * each preview address sign in through themselves, and the token goes to no other origin.
 */
function signInHere(config: Config): Config {
  return config.backend?.name === 'github' ? { ...config, backend: { ...config.backend, base_url: window.location.origin } } : config;
}

if (decap.CMS_MANUAL_INIT) {
  void configuration().then((config) =>
    decap.CMS.init(config ? { config: { ...signInHere(config), load_config_file: false } } : undefined),
  );
}

// Run by the workflows when a publish or the nightly rebuild fails: opens an issue on the
// repository (or adds to the one already open), so the people who look after the site hear of it
// in GitHub's notifications and e-mail. Usage: node scripts/report-failure.mjs "What failed"
// Reads GITHUB_TOKEN, GITHUB_REPOSITORY, GITHUB_API_URL, GITHUB_SERVER_URL and GITHUB_RUN_ID (set by
// GitHub Actions); SITE_MAINTAINER (optional, a GitHub user name) is assigned the issue.
const LABEL = 'site-not-updated';
const what = process.argv[2] ?? 'A site build failed';
const {
  GITHUB_TOKEN,
  GITHUB_REPOSITORY,
  GITHUB_API_URL = 'https://api.github.com',
  GITHUB_SERVER_URL = 'https://github.com',
  GITHUB_RUN_ID,
} = process.env;
if (!GITHUB_TOKEN || !GITHUB_REPOSITORY) {
  console.error('report-failure: GITHUB_TOKEN and GITHUB_REPOSITORY are needed (set by GitHub Actions).');
  process.exit(1);
}
const run = `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`;
const text = [
  `**${what}.** The live site is unchanged: it still shows the last version that passed every check.`,
  '',
  `What went wrong is in the run's first red step: ${run}`,
  'A mistake in a page or a data file is named there with its file, line and field: fix it in the web editor and publish again.',
  'Anything else (a secret, the host): see README.md, "Going live". This issue can be closed once a later run has gone through.',
].join('\n');

const api = (path, init = {}) =>
  fetch(`${GITHUB_API_URL}/repos/${GITHUB_REPOSITORY}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${GITHUB_TOKEN}`, Accept: 'application/vnd.github+json', 'Content-Type': 'application/json' },
  }).then(async (response) => {
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  });

const [open] = await api(`/issues?state=open&labels=${LABEL}&per_page=1`);
if (open) {
  await api(`/issues/${open.number}/comments`, { method: 'POST', body: JSON.stringify({ body: text }) });
  console.log(`Added to issue #${open.number}: ${what}.`);
} else {
  const assignees = process.env.SITE_MAINTAINER ? [process.env.SITE_MAINTAINER] : [];
  const issue = await api('/issues', {
    method: 'POST',
    body: JSON.stringify({ title: 'The live site was not updated', body: text, labels: [LABEL], assignees }),
  });
  console.log(`Opened issue #${issue.number}: ${what}.`);
}

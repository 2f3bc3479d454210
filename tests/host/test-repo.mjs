// Decap's in-memory repository (`test-repo`, decap-cms-backend-test) in place of GitHub, for the
// built /admin: switched on only by the caller's configuration (the page's /admin/config.json is
// answered with `backend: test-repo`; the site's own names github), and filled with this site's
// pages/ and photos/. Used by the host e2e test (tests/host/admin.spec.ts) and by
// `npm run bench:admin -- --tasks` (scripts/bench-admin.mjs), so both drive the live editor's code.
import fs from 'node:fs';
import path from 'node:path';

/** pages/ as Decap's in-memory repository holds files: folders of { path, content }. */
export function pagesTree(root = '.') {
  const tree = {};
  const dir = path.join(root, 'pages');
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dir, file);
    if (!fs.statSync(full).isFile()) continue;
    const segments = ['pages', ...file.split(path.sep)];
    let folder = tree;
    for (const segment of segments.slice(0, -1)) folder = folder[segment] ??= {};
    folder[segments.at(-1)] = { path: segments.join('/'), content: fs.readFileSync(full, 'utf8') };
  }
  return tree;
}

/** The photos' paths (photos/gallery/05.jpg): the repository holds each as Decap holds an upload. */
export function photoPaths(root = '.') {
  return fs
    .readdirSync(path.join(root, 'photos'), { recursive: true, encoding: 'utf8' })
    .map((file) => `photos/${file.split(path.sep).join('/')}`)
    .filter((file) => /\.(jpe?g|png|webp)$/i.test(file));
}

/**
 * Makes `page`'s /admin use the in-memory repository, filled with the site's files; `checkConfig`
 * sees the site's own configuration first (the host test checks it is the live one). Call before
 * the page opens /admin/.
 */
export async function withTestRepo(page, { root = '.', checkConfig } = {}) {
  await page.route('**/admin/config.json', async (route) => {
    const config = await (await route.fetch()).json();
    checkConfig?.(config);
    await route.fulfill({ json: { ...config, backend: { name: 'test-repo' } } });
  });
  await page.addInitScript(
    ({ pages, photos }) => {
      const tree = { ...pages };
      for (const file of photos) {
        const segments = file.split('/');
        let folder = tree;
        for (const segment of segments.slice(0, -1)) folder = folder[segment] ??= {};
        // As Decap holds an uploaded file (an asset proxy); shown from the site's own small copy.
        const shown = `/img/${file.slice('photos/'.length).replace(/\.[a-z]+$/i, '')}-480.webp`;
        // Named by its path in photos/ (gallery/05.jpg), as the editor's photo library shows photos.
        const name = file.slice('photos/'.length);
        folder[segments.at(-1)] = { path: file, content: { path: file, fileObj: new File([], name), toString: () => shown } };
      }
      // Decap's test backend lists a folder collection by the folder's whole path as one key of the
      // repository (tree['pages/news']), while it reads and writes files segment by segment
      // (tree.pages.news): each folder under pages/ is given under both, the same object.
      const alias = (folder, at) => {
        for (const [name, value] of Object.entries(folder)) {
          if (typeof value.content === 'string') continue;
          tree[`${at}/${name}`] = value;
          alias(value, `${at}/${name}`);
        }
      };
      alias(tree.pages, 'pages');
      Object.assign(window, { repoFiles: tree });
    },
    { pages: pagesTree(root), photos: photoPaths(root) },
  );
}

/**
 * A photo uploaded in a form shows at once after "Choose selected", not as a broken picture until the
 * entry is reopened. Decap keeps the upload (not yet saved) as a preview under its path in the
 * repository (photos/staff/img-2041.jpg), while the field holds the photo's address
 * (/photos/staff/img-2041.jpg: how the site's photos are shown, src/admin/cms-formats.ts), which
 * Decap takes for a web address and loads from the server, where the file is not yet. So each upload's
 * preview is also given under that address, the same picture.
 */
import { addPreview, medias, onStateChange, openEntry, type ImmutableMap } from './decap-store.ts';

interface DraftFile {
  path: string;
  url?: string;
  draft?: boolean;
}

/** What was last looked at: the work is done again only when the uploads or the previews change. */
let seen: [unknown, unknown] = [undefined, undefined];

function keepUploadsShown(): void {
  const list = openEntry()?.get('mediaFiles') as ImmutableMap | undefined;
  const shown = medias();
  if (seen[0] === list && seen[1] === shown) return;
  seen = [list, shown];
  const files = (list?.toJS() ?? []) as DraftFile[];
  for (const file of files) {
    if (!file.draft || !file.path) continue;
    const address = `/${file.path.replace(/^\/+/, '')}`;
    const upload = shown[file.path.replace(/^\/+/, '')]?.asset;
    if (!upload || shown[address]?.asset?.url === upload.url) continue;
    // The same kind of object Decap made for the upload, under the address the field holds.
    addPreview(Object.assign(Object.create(Object.getPrototypeOf(upload) as object) as object, upload, { path: address }));
  }
}

onStateChange(keepUploadsShown);

/**
 * The web editor's local backend as /admin reaches it in dev: the dev server's own `/admin/api/v1`
 * (same origin, so no CORS preflight before each request), which hands every request to Decap's
 * local backend (decap-server, started beside the dev server by scripts/start.mjs) as it came,
 * except one: the list of the main media library ("Media" at the top of the editor).
 * decap-server lists only the files directly in photos/, where no photo lives (they are kept by
 * kind in photos/staff/, photos/gallery/…), so that library showed only new uploads. Here it lists
 * every photo, named with its kind ("staff/head-languages.jpg"): Decap sorts the library by name, so
 * the photos come grouped by kind, and its search box finds a kind ("staff/"). Each is sent as its
 * smallest web copy (see previewOf). A photo field's own library (photos/staff/ for a staff file,
 * see photoFolderFor in cms-config.ts) is decap-server's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { filesUnder } from '../../content/files-under.node.ts';

export const LOCAL_BACKEND_PATH = '/admin/api/v1';

/** The photo files a media library shows. */
const PHOTO = /\.(jpe?g|png|webp|gif|svg|avif)$/i;

/** A media file as decap-server answers `getMedia` (its content travels as base64). */
export interface MediaFile {
  id: string;
  content: string;
  encoding: 'base64';
  /** From the project's root: photos/staff/head-languages.jpg. */
  path: string;
  /** What the library shows under the photo: its path inside the media folder (staff/head-languages.jpg). */
  name: string;
}

/**
 * The file whose bytes the library shows for a photo: its smallest web copy (public/img/<name>-480.webp,
 * made by scripts/images.mjs), else the photo itself. Decap downloads every listed file's bytes
 * each time the editor opens, so a real photo (hundreds of kB) is not sent whole for a thumbnail.
 */
function previewOf(root: string, folder: string, name: string): string {
  const stem = name.replace(/\.[^.]+$/, '');
  const dir = path.join(root, 'public/img', path.dirname(stem));
  const base = path.basename(stem);
  const copies = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .map((f) => new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(\\d+)\\.webp$`).exec(f))
        .filter((m): m is RegExpExecArray => m !== null)
        .sort((a, b) => Number(a[1]) - Number(b[1]))
    : [];
  return copies.length ? path.join(dir, copies[0][0]) : path.join(root, folder, name);
}

/** The last list made, while no photo (nor its copies) changed: the editor asks for it each time it opens. */
let kept: { key: string; files: MediaFile[] } | undefined;

/** Every photo under `folder` (project-relative), sorted by kind (sub-folder) and name. */
export function mediaLibraryFiles(root: string, folder: string): MediaFile[] {
  const photos = filesUnder(path.join(root, folder))
    .filter((f) => PHOTO.test(f) && !f.split('/').some((part) => part.startsWith('.')))
    .map((name) => {
      const preview = previewOf(root, folder, name);
      const stat = fs.statSync(preview);
      return { name, preview, stamp: `${name}:${preview}:${stat.size}:${stat.mtimeMs}` };
    });
  const key = `${root}\n${folder}\n${photos.map((p) => p.stamp).join('\n')}`;
  if (kept?.key !== key) {
    const files = photos.map(({ name, preview, stamp }) => ({
      id: createHash('sha256').update(stamp).digest('hex'),
      content: fs.readFileSync(preview).toString('base64'),
      encoding: 'base64' as const,
      path: `${folder}/${name}`,
      name,
    }));
    kept = { key, files };
  }
  return kept.files;
}

/** Uploads travel inside the request (base64): room for a few large photos. */
const MAX_BODY = 64 * 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    if ((size += chunk.length) > MAX_BODY) throw new Error('too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const trimSlashes = (folder: string) => folder.replace(/^\/+|\/+$/g, '');

/**
 * Answers POST /admin/api/v1. `mediaFolder`: the configuration's media_folder (photos);
 * `backendPort`: decap-server's port on this machine.
 */
export async function answerLocalBackend(
  req: IncomingMessage,
  res: ServerResponse,
  { root, mediaFolder, backendPort }: { root: string; mediaFolder: string; backendPort: number },
): Promise<void> {
  const send = (status: number, text: string) => res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(text);
  // It writes files: only for /admin on this server (a page of another site cannot post here).
  const origin = req.headers.origin;
  if (origin && new URL(origin).host !== req.headers.host) return void send(403, 'Only the web editor of this dev server can use this');
  let body: Buffer;
  let request: { action?: string; params?: { mediaFolder?: string } };
  try {
    body = await readBody(req);
    request = JSON.parse(body.toString('utf8')) as typeof request;
  } catch {
    return void send(400, 'Expected a JSON request of the web editor');
  }
  if (request.action === 'getMedia' && trimSlashes(request.params?.mediaFolder ?? '') === trimSlashes(mediaFolder)) {
    const files = mediaLibraryFiles(root, trimSlashes(mediaFolder));
    return void res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify(files));
  }
  try {
    const answer = await fetch(`http://127.0.0.1:${backendPort}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Uint8Array(body),
    });
    res.writeHead(answer.status, {
      'Content-Type': answer.headers.get('content-type') ?? 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    res.end(Buffer.from(await answer.arrayBuffer()));
  } catch {
    send(502, `The web editor's local backend (decap-server, port ${backendPort}) does not answer: stop npm start and start it again.`);
  }
}

/**
 * The web editor's local backend as /admin reaches it in dev: the dev server's own `/admin/api/v1`
 * (same origin, so no CORS preflight before each request), which hands every request to Decap's
 * local backend (decap-server, started beside the dev server by scripts/start.mjs) as it came,
 * except the media libraries' lists (getMedia).
 * decap-server lists only the files directly in photos/, where no photo lives (they are kept by
 * kind in photos/staff/, photos/gallery/…), so the main library ("Photos" at the top of the editor)
 * showed only new uploads, and it sends every photo's bytes. Here the main library lists every photo,
 * named with its kind ("staff/head-languages.jpg"): Decap sorts the library by name, so the photos
 * come grouped by kind, and its search box finds a kind ("staff/"); a photo field's own library
 * (photos/staff/ for a staff file, see photoFolderFor in cms-config.ts) the photos of its folder.
 * Both from the one listing of photos/ (photos.node.ts), each photo as the address of its smallest
 * web copy, loaded when its card is drawn (ListedPhoto).
 */
import path from 'node:path';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { keptFilesUnder } from '../../content/reading/files-under.node.ts';
import { photoFilesOnDisk } from '../../content/reading/photos.node.ts';
import { preferredEncoding } from './accept-encoding.mjs';

export const LOCAL_BACKEND_PATH = '/admin/api/v1';

/**
 * A photo as this backend lists it: not its bytes (decap-server sends every file's content, base64,
 * so the editor downloaded every photo each time it opened the library) but the address of its
 * smallest web copy, which the library's card loads when it is drawn (src/admin/listed-photos.ts
 * gives Decap these as they are).
 */
export interface ListedPhoto {
  /** What the library shows under the photo: its path inside the folder listed (staff/head-languages.jpg). */
  name: string;
  /** From the project's root: photos/staff/head-languages.jpg. */
  path: string;
  /** Its preview's address on the dev server: /img/staff/head-languages-480.webp, else the photo itself. */
  url: string;
}

/** Per listing of public/img (the same array while nothing changed): photo name → its smallest web copy's path. */
const smallestCopies = new WeakMap<readonly string[], Map<string, string>>();

/**
 * The smallest web copy of each photo (public/img/<name>-<width>.webp, made by scripts/images.mjs), from
 * one listing of public/img: a real photo (hundreds of kB) is not sent for a thumbnail.
 */
function previews(root: string): Map<string, string> {
  const copies = keptFilesUnder(path.join(root, 'public/img'));
  let made = smallestCopies.get(copies);
  if (!made) {
    const widths = new Map<string, number>();
    made = new Map();
    for (const copy of copies) {
      const match = /^(.+)-(\d+)\.webp$/.exec(copy);
      if (!match || (widths.get(match[1]) ?? Infinity) <= Number(match[2])) continue;
      widths.set(match[1], Number(match[2]));
      made.set(match[1], copy);
    }
    smallestCopies.set(copies, made);
  }
  return made;
}

/**
 * The photos a media library lists for `folder` (project-relative): the main library (`mediaFolder`,
 * photos) every photo, named with its kind; a photo field's own (photos/staff) those directly in it,
 * by file name, as decap-server would. From the one listing of photos/, sorted by kind and name.
 */
export function mediaLibraryFiles(root: string, folder: string, mediaFolder = folder): ListedPhoto[] {
  const inside = folder === mediaFolder ? '' : `${folder.slice(mediaFolder.length + 1)}/`;
  const copies = previews(root);
  return photoFilesOnDisk(root)
    .filter((file) => file.startsWith(inside) && (folder === mediaFolder || !file.slice(inside.length).includes('/')))
    .map((file) => {
      const copy = copies.get(file.replace(/\.[^.]+$/, ''));
      return { name: file.slice(inside.length), path: `${mediaFolder}/${file}`, url: copy ? `/img/${copy}` : `/${mediaFolder}/${file}` };
    });
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

/** The host of an Origin header, or undefined for one that is not an address. */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** Actions that only read: asked again once when decap-server fails them (a file renamed while it read the folder). */
const READS = new Set(['entriesByFolder', 'entriesByFiles', 'getEntry', 'getMedia', 'getMediaFile']);

/** How often a refused connection to decap-server is tried, half a second apart: it starts again in a few seconds. */
const BACKEND_TRIES = 12;

/** What the editor is told when its request could not be answered (Decap shows an answer's `error`). */
export const BACKEND_WORDS = {
  notJson: 'Expected a JSON request of the web editor',
  foreign: 'Only the web editor of this dev server can use this',
  failed: (what: string) =>
    `The dev server could not answer the web editor (${what}). Nothing was lost: try again; if it keeps failing, the terminal running npm start says more.`,
  backendDown: (port: number) => `The web editor's local backend (decap-server, port ${port}) does not answer: stop npm start and start it again.`,
};

/**
 * Answers POST /admin/api/v1. `mediaFolder`: the configuration's media_folder (photos);
 * `backendPort`: decap-server's port on this machine; `warn`: the terminal's notices.
 * Never throws: whatever fails is answered 4xx/5xx with words the editor shows, and said in the terminal.
 */
export async function answerLocalBackend(
  req: IncomingMessage,
  res: ServerResponse,
  { root, mediaFolder, backendPort, warn = console.warn }: { root: string; mediaFolder: string; backendPort: number; warn?: (line: string) => void },
): Promise<void> {
  const json = (status: number, value: unknown) => {
    const text = Buffer.from(JSON.stringify(value));
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    // The Photos list at 2,000 photos is about 230 kB of JSON, 20 kB gzipped.
    const data = encoding === 'br' || encoding === 'gzip' ? zlib.gzipSync(text, { level: 4 }) : text;
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding',
      ...(data !== text && { 'Content-Encoding': 'gzip' }),
    });
    res.end(data);
  };
  const refuse = (status: number, error: string) => json(status, { error });
  let action = 'a request';
  try {
    // It writes files: only for /admin on this server (a page of another site cannot post here).
    const origin = req.headers.origin;
    if (origin && hostOf(origin) !== req.headers.host) return refuse(403, BACKEND_WORDS.foreign);
    let body: Buffer;
    let request: { action?: string; params?: { mediaFolder?: string } };
    try {
      body = await readBody(req);
      request = JSON.parse(body.toString('utf8')) as typeof request;
    } catch {
      return refuse(400, BACKEND_WORDS.notJson);
    }
    action = String(request.action);
    const folder = trimSlashes(request.params?.mediaFolder ?? '');
    const media = trimSlashes(mediaFolder);
    if (request.action === 'getMedia' && (folder === media || folder.startsWith(`${media}/`))) {
      return json(200, mediaLibraryFiles(root, folder, media));
    }
    for (let attempt = 1; ; attempt++) {
      let answer: Response;
      try {
        answer = await fetch(`http://127.0.0.1:${backendPort}/api/v1`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: new Uint8Array(body) });
      } catch (error) {
        // Refused: nothing reached it (it is being started again, scripts/start.mjs), so any request may be sent again.
        if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED' && attempt < BACKEND_TRIES) {
          await new Promise((resolve) => setTimeout(resolve, 500));
          continue;
        }
        warn(`/admin: ${BACKEND_WORDS.backendDown(backendPort)}`);
        return refuse(502, BACKEND_WORDS.backendDown(backendPort));
      }
      const answered = Buffer.from(await answer.arrayBuffer());
      if (answer.status >= 500 && attempt === 1 && READS.has(action)) continue;
      if (answer.status >= 500) warn(`/admin: decap-server could not ${action} (${answer.status}: ${answered.toString('utf8').slice(0, 200)})`);
      res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      return void res.end(answered);
    }
  } catch (error) {
    warn(`/admin: ${action} failed: ${error instanceof Error ? error.message : String(error)}; the dev server goes on.`);
    if (!res.headersSent) refuse(500, BACKEND_WORDS.failed(action));
    else res.end();
  }
}

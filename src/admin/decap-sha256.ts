/**
 * Stands in, in /admin's Decap build (src/build/editor/decap-build.ts), for js-sha256 where Decap's
 * shared code imports it (decap-cms-lib-util's getBlobSHA: the SHA-256 of a file being uploaded, as
 * hex): the browser's own SHA-256 (crypto.subtle; /admin is served over https or from localhost, where
 * it is always there). getBlobSHA resolves its promise with what this returns, so a promise of the
 * hex serves as the hex. js-sha256 reaches Node's crypto through `eval` for when it runs in Node, and
 * an `eval` in a module keeps the minifier from shortening any top-level name of the chunk it is in:
 * without it, decap-cms.js (what the login screen waits for) is about a tenth smaller.
 * tests/unit/decap-sha256.test.ts compares the two.
 */

/** The SHA-256 of `data` (bytes, or a text as UTF-8), as 64 hex digits. */
export async function sha256(data: ArrayBuffer | ArrayBufferView | string): Promise<string> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

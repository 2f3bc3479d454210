/**
 * A file's text as last committed (git HEAD), node only: what the dev server shows of a file that
 * has had a mistake since the server started, when this process never read it correctly (see
 * src/build/check/author-notices.ts). None outside a git checkout or for a file never committed.
 */
import { execFileSync } from 'node:child_process';

export function committedText(root: string, file: string): string | undefined {
  try {
    // HEAD:./<file>: the path from `root`, wherever the repository starts.
    return execFileSync('git', ['show', `HEAD:./${file}`], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
}

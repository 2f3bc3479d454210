/**
 * `npm start` keeps serving whatever happens to a file: one removed, renamed, half-written or not
 * readable while the server watches, lists or reads it. Each read of the dev server handles that
 * where it reads (src/content/reading/files-under.node.ts, cms-backend.ts, source.node.ts…); this plugin is
 * what is left for the whole process:
 * - the file watcher's own errors (a folder that may not be read) are said in the terminal; with no
 *   listener, the watcher's `error` event would end the process;
 * - a file-system error that still escapes (thrown in a callback no request waits for) is said in the
 *   terminal as a notice and the server goes on; any other error ends it as before.
 */
import type { Plugin } from 'vite';

/** The errors of a file that vanished, changed kind or may not be read. */
const FILE_ERRORS = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'EACCES', 'EPERM', 'EBUSY']);

const isFileError = (error: unknown) => FILE_ERRORS.has((error as NodeJS.ErrnoException | undefined)?.code ?? '');

export function devFilesPlugin(): Plugin {
  return {
    name: 'site-dev-files',
    apply: 'serve',
    configureServer(server) {
      const warn = (line: string) => server.config.logger.warn(line, { timestamp: true });
      const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
      server.watcher.on('error', (error) => warn(`A file or folder could not be watched (${describe(error)}); the dev server goes on.`));
      const onEscaped = (error: unknown) => {
        if (!isFileError(error)) {
          // What Node does without these listeners.
          console.error(error);
          process.exit(1);
        }
        warn(`A file changed while the dev server read it (${describe(error)}); the dev server goes on, and the next save or listing reads it again.`);
      };
      process.on('uncaughtException', onEscaped);
      process.on('unhandledRejection', onEscaped);
      server.httpServer?.once('close', () => {
        process.off('uncaughtException', onEscaped);
        process.off('unhandledRejection', onEscaped);
      });
    },
  };
}

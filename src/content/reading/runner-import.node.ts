/**
 * A module's export as Vite's module runner gives it: for a module that finds files with Vite's glob
 * (the widgets' manifests, the data kinds) when it runs in a config file Vite bundled, where there is
 * no glob. The module is loaded once more, through Vite, where it has one.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export async function exportThroughVite<T>(moduleUrl: string, name: string): Promise<T> {
  const { runnerImport } = await import('vite');
  const self = fileURLToPath(moduleUrl);
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const { module } = await runnerImport<Record<string, T>>(self, { root, configFile: false, logLevel: 'error' });
  return module[name];
}

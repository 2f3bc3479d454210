/** A compiled file's path from the project root (unified's VFile: `path`, and `cwd` the root), with / between folders; none outside it. */
export function projectPath(file: { path?: string; cwd: string }): string | undefined {
  if (!file.path) return undefined;
  const slashed = (p: string) => p.replace(/\\/g, '/');
  const root = slashed(file.cwd).replace(/\/?$/, '/');
  const full = slashed(file.path);
  return full.startsWith(root) ? full.slice(root.length) : undefined;
}

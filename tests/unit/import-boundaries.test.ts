import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Where code runs and which way imports go, so a newcomer can trust the folders:
// - build-time code (reading files, plugins) is under src/build/ or named *.node.ts;
// - src/content and src/search import nothing from layout/, widgets/, app/ or islands/;
// - a widget imports no other widget (shared pieces live in src/ui/), and layout imports no widget;
// - browser code never imports build-time code (types aside: they vanish when compiled);
// - scripts/ holds entry points only: nothing imports them.
const root = path.join(__dirname, '../..');

interface Import { from: string; to: string; typeOnly: boolean }

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !f.endsWith('.d.ts') && !f.endsWith('.d.mts'))
    .map((f) => path.join(dir, f).split(path.sep).join('/'));
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];
function resolve(from: string, specifier: string): string {
  const base = specifier.startsWith('/') ? specifier.slice(1) : path.join(path.dirname(from), specifier);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile()) return candidate.split(path.sep).join('/');
  }
  return base.split(path.sep).join('/');
}

function importsOf(file: string): Import[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: Import[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    const local = specifier.startsWith('.') || specifier.startsWith('/src/');
    out.push({ from: file, to: local ? resolve(file, specifier) : specifier, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly;
      add(node.moduleSpecifier.text, typeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0])) {
      add(node.arguments[0].text, false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const files = [...sourceFiles('src'), ...sourceFiles('scripts'), ...sourceFiles('tests')];
const imports = files.flatMap(importsOf);
const under = (dir: string) => (file: string) => file.startsWith(`${dir}/`);
const show = (list: Import[]) => list.map((i) => `${i.from} → ${i.to}`);

const NODE_BUILTINS = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
/** Build-time code: plugins and file readers, and the route config React Router runs at build time. */
const isBuildTime = (file: string) =>
  under('src/build')(file) || file.endsWith('.node.ts') || file === 'src/app/routes.ts' ||
  // Widget manifests and what is derived from them are read by the build only.
  /^src\/widgets\/([^/]+\/)?manifest(-kit)?\.ts$/.test(file);

describe('imports run one way', () => {
  it('content and search import nothing from layout, widgets, app or islands', () => {
    const wrong = imports.filter((i) => (under('src/content')(i.from) || under('src/search')(i.from)) && /^src\/(layout|widgets|app|islands)\//.test(i.to));
    expect(show(wrong)).toEqual([]);
  });

  it('a widget imports no other widget (shared pieces are in src/ui), and layout and ui import no widget', () => {
    const folderOf = (file: string) => /^src\/widgets\/([^/]+)\//.exec(file)?.[1];
    const wrong = imports.filter((i) => {
      const target = folderOf(i.to);
      if (!target) return false;
      if (under('src/layout')(i.from) || under('src/ui')(i.from)) return true;
      const source = folderOf(i.from);
      return source !== undefined && source !== target;
    });
    expect(show(wrong)).toEqual([]);
  });

  it('only build-time code (src/build, *.node.ts) uses node modules', () => {
    const wrong = imports.filter((i) => under('src')(i.from) && NODE_BUILTINS.has(i.to) && !isBuildTime(i.from));
    expect(show(wrong)).toEqual([]);
  });

  it('code that may reach the browser never imports build-time code (types aside)', () => {
    const wrong = imports.filter((i) => under('src')(i.from) && !isBuildTime(i.from) && !under('src/mdx')(i.from) && !i.typeOnly && under('src')(i.to) && isBuildTime(i.to));
    expect(show(wrong)).toEqual([]);
  });

  it('scripts/ holds entry points only: nothing imports a file from it', () => {
    const wrong = imports.filter((i) => under('scripts')(i.to));
    expect(show(wrong)).toEqual([]);
  });

  it('reads the imports it checks (the rules above are not vacuous)', () => {
    expect(imports.some((i) => i.from === 'src/build/site-model.ts' && i.to === 'src/widgets/manifest.ts')).toBe(true);
    expect(imports.some((i) => i.from.startsWith('src/widgets/Gallery/') && i.to === 'src/ui/Picture/Picture.tsx')).toBe(true);
    expect(imports.some((i) => i.from === 'src/content/source.node.ts' && i.to === 'node:fs')).toBe(true);
  });
});

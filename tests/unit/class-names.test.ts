import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scopedClassNames, shortClassName } from '../../src/build/class-names';

const root = '/site';
const file = (name: string) => path.join(root, 'src/widgets/X', name);

describe('CSS-module class names', () => {
  it('are five characters in a build, a letter first, the same on every run', () => {
    const name = scopedClassNames(root, 'build')('viewButton', file('X.module.css'));
    expect(name).toMatch(/^[a-zA-Z][\w-]{4}$/);
    expect(scopedClassNames(root, 'build')('viewButton', file('X.module.css?used'))).toBe(name);
    expect(scopedClassNames(root, 'build')('viewButton', file('Y.module.css'))).not.toBe(name);
  });

  it('keep the readable name in the dev server', () => {
    expect(scopedClassNames(root, 'serve')('viewButton', file('X.module.css'))).toBe(
      `viewButton_${shortClassName('src/widgets/X/X.module.css', 'viewButton')}`,
    );
  });

  it('stop a build that would give two classes one name, naming both', () => {
    // Find two class names of one file that meet (about 40,000 tries on average).
    const seen = new Map<string, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair; i++) {
      const short = shortClassName('src/widgets/X/X.module.css', `c${i}`);
      const other = seen.get(short);
      if (other) pair = [other, `c${i}`];
      else seen.set(short, `c${i}`);
    }
    const generate = scopedClassNames(root, 'build');
    generate(pair[0], file('X.module.css'));
    expect(generate(pair[0], file('X.module.css'))).toMatch(/^[a-zA-Z]/);
    expect(() => generate(pair[1], file('X.module.css'))).toThrow(
      `CSS classes .${pair[0]} in src/widgets/X/X.module.css and .${pair[1]} in src/widgets/X/X.module.css would both be named`,
    );
  });
});

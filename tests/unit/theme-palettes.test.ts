// The palettes the theme leaves out are named by no page: a colour the code asks for is built.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSystem, UNUSED_PALETTES } from '../../src/client/app/theme';

const system = appSystem();

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });

describe('the theme', () => {
  it('builds no palette that no page names, and every palette a page names', () => {
    const source = [...files('src/client'), ...files('src/shared')]
      .filter((file) => !file.endsWith('theme.ts'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    for (const palette of UNUSED_PALETTES) {
      expect(source, palette).not.toMatch(new RegExp(`['"\`.{]${palette}(\\.[\\w]+)?['"\`}]`));
      expect(system.token(`colors.${palette}.500`, '')).toBe('');
    }
    for (const palette of ['gray', 'red', 'orange', 'yellow', 'green', 'blue', 'purple']) {
      expect(system.token(`colors.${palette}.500`, '')).not.toBe('');
    }
  });
});

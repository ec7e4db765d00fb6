// The first-load theme (app/theme.ts) carries only some of Chakra's recipes; the others come with
// the pages through components/styled-parts/. A component used straight from '@chakra-ui/react'
// whose recipe is in neither place renders unstyled, silently: this test finds it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../../src/client/app/theme';

const system = appSystem();

const root = path.resolve(import.meta.dirname, '../..');
const chakraComponents = path.join(root, 'node_modules/@chakra-ui/react/dist/esm/components');
const clientDir = path.join(root, 'src/client');
const styledPartsDir = path.join(clientDir, 'components/styled-parts');

/** Every export of Chakra's component folders → the recipe keys that folder's code looks up. */
function recipeKeysByExport(): Map<string, string[]> {
  const byExport = new Map<string, string[]>();
  for (const folder of readdirSync(chakraComponents, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const dir = path.join(chakraComponents, folder.name);
    const files = readdirSync(dir).filter((file) => file.endsWith('.js'));
    const code = files.map((file) => readFileSync(path.join(dir, file), 'utf8')).join('\n');
    const keys = [...new Set([...code.matchAll(/\bkey:\s*"(\w+)"/g)].map((m) => m[1] ?? ''))];
    if (!files.includes('index.js')) continue;
    const index = readFileSync(path.join(dir, 'index.js'), 'utf8');
    for (const list of index.matchAll(/export\s*\{([^}]*)\}/g)) {
      for (const item of (list[1] ?? '').split(',')) {
        const name = item
          .trim()
          .split(/\s+as\s+/)
          .pop();
        if (name) byExport.set(name, keys);
      }
    }
  }
  return byExport;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The components a file takes from '@chakra-ui/react' (types left out). */
function chakraImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0] ?? name),
  );
}

const defaultRecipes = new Set([
  ...Object.keys(defaultConfig.theme?.recipes ?? {}),
  ...Object.keys(defaultConfig.theme?.slotRecipes ?? {}),
]);
const inSystem = (key: string) => system.isRecipe(key) || system.isSlotRecipe(key);

describe('Chakra recipes', () => {
  it('every component the client uses finds its recipe: in the first-load theme, or carried by its styled part', () => {
    const keysOf = recipeKeysByExport();
    const missing: string[] = [];
    for (const file of sourceFiles(clientDir)) {
      const styledPart = file.startsWith(styledPartsDir);
      for (const name of chakraImports(file)) {
        for (const key of keysOf.get(name) ?? []) {
          // A styled part hands its component the recipe; Chakra's theme may have none at all.
          if (styledPart || !defaultRecipes.has(key) || inSystem(key)) continue;
          missing.push(`${path.relative(root, file)}: ${name} needs the "${key}" recipe`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('leaves the page-only recipes out of the first-load theme', () => {
    for (const key of ['tabs', 'dialog', 'table', 'menu', 'combobox', 'alert', 'avatar']) {
      expect(inSystem(key), key).toBe(false);
    }
    for (const key of ['button', 'link', 'heading', 'card', 'input', 'skeleton', 'checkmark']) {
      expect(inSystem(key), key).toBe(true);
    }
  });
});

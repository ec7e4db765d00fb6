import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The modules a given module imports statically, directly or not, read off the module graph
 * once it is complete (`buildEnd`), for the chunk groups in vite.config.ts, which the bundler
 * asks module by module afterwards, while it cuts chunks.
 */
export function staticGraphOf(file: string): { plugin: Plugin; has: (id: string) => boolean } {
  const root = path.resolve(file);
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'bidahub:static-graph',
    apply: 'build',
    buildEnd() {
      members.clear();
      const visit = (id: string) => {
        if (members.has(id)) return;
        members.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      visit(root);
    },
  };
  return { plugin, has: (id) => members.has(id) };
}

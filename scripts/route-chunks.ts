// The code each route needs for its first screen, computed once per build from Vite's chunk
// graph, weighed as it is served (brotli at the quality the build compresses with): printed as
// a budget table (the build, and so `npm test`, fails over a budget) and written to
// `route-chunks.json`, from which the server tells the browser to fetch a route's chunks in
// parallel with the entry (modulepreload) instead of after it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_CHUNKS_FILE, type RouteChunks } from '../src/shared/route-chunks';
import { APP_ROUTES } from '../src/shared/routes';

/** KB on the wire (brotli, as served), each a ceiling that only ever comes down. */
export interface Budgets {
  /** The entry and the app it loads at once, which every page loads. */
  firstLoadKb: number;
  /**
   * A public page's whole first load: the entry, the app and the page's own chunks, every
   * module its document loads before any tap (issue 56: ≤ 150, goal 120).
   */
  publicPageKb: number;
  /** What a route's page adds to the first load. */
  routeKb: number;
  /**
   * The routes whose first screen is a form, the only ones that may load zod (24 KB brotli) to
   * validate it; any other route that does fails the build (a schema module imported for one
   * helper once put it on the tournament page).
   */
  formRoutes: readonly string[];
}

interface Chunk {
  fileName: string;
  code: string;
  imports: readonly string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

export function routeChunks(budgets: Budgets): Plugin {
  let outDir = '';
  return {
    name: 'route-chunks',
    apply: 'build',
    // After every plugin has written its output: the chunks' final code (the preload lists are
    // filled in late) and the brotli files the server sends (vite-plugin-compression2).
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk') as Chunk[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, into = new Set<string>()): Set<string> => {
        if (into.has(file)) return into;
        into.add(file);
        for (const dependency of byFile.get(file)?.imports ?? []) closure(dependency, into);
        return into;
      };
      // A file's `.br` sibling, as express-static-gzip serves it; one under the compression
      // threshold goes as it is.
      const servedBytes = (file: string): number => {
        const brotli = bundle[`${file}.br`];
        if (brotli?.type === 'asset') return brotli.source.length;
        return Buffer.byteLength(byFile.get(file)?.code ?? '');
      };
      const size = (files: Iterable<string>) =>
        [...files].reduce((sum, file) => sum + servedBytes(file), 0);

      // Every page needs the entry and the app it loads at once (src/client/main.tsx).
      const entry = chunks.find((chunk) => chunk.facadeModuleId === path.resolve('index.html'));
      if (!entry) return this.error('route-chunks: no entry chunk');
      const bootModule = path.resolve('src/client/app/boot.tsx');
      const boot = chunks.find((chunk) => chunk.moduleIds.includes(bootModule));
      if (!boot) return this.error('route-chunks: no chunk for src/client/app/boot.tsx');
      const firstLoad = closure(boot.fileName, closure(entry.fileName));
      const firstLoadBytes = size(firstLoad);
      const url = (file: string) => `/${file}`;

      const result: RouteChunks = { firstLoad: [...firstLoad].map(url), routes: {} };
      const rows: string[] = [];
      const over: string[] = [];
      let heaviest = 0;
      if (firstLoadBytes > budgets.firstLoadKb * 1024) {
        over.push(`first load ${kb(firstLoadBytes).trim()} KB > ${budgets.firstLoadKb} KB`);
      }
      for (const route of APP_ROUTES) {
        const pageModule = path.resolve('src/client/features', `${route.page}-page.tsx`);
        const page = chunks.find((chunk) => chunk.facadeModuleId === pageModule);
        if (!page) return this.error(`route-chunks: no chunk for ${route.path} (${route.page})`);
        const own = [...closure(page.fileName)].filter((file) => !firstLoad.has(file));
        const ownBytes = size(own);
        const withZod = own.some((file) =>
          byFile.get(file)?.moduleIds.some((id) => id.includes('/node_modules/zod/')),
        );
        if (withZod && !budgets.formRoutes.includes(route.path)) {
          over.push(`${route.path} loads zod, and its first screen is not a form`);
        }
        result.routes[route.path] = own.map(url);
        if (ownBytes > budgets.routeKb * 1024) {
          over.push(`${route.path} ${kb(ownBytes).trim()} KB > ${budgets.routeKb} KB`);
        }
        const isPublic = !route.auth && !route.permission && route.layout === 'default';
        const pageBytes = firstLoadBytes + ownBytes;
        if (isPublic) heaviest = Math.max(heaviest, pageBytes);
        if (isPublic && pageBytes > budgets.publicPageKb * 1024) {
          over.push(`${route.path} loads ${kb(pageBytes).trim()} KB > ${budgets.publicPageKb} KB`);
        }
        rows.push(
          `  ${route.path.padEnd(32)}${kb(ownBytes)}${kb(pageBytes)}` +
            `${String(own.length).padStart(7)}`,
        );
      }

      console.log(
        `\nJavaScript per route, KB on the wire (budgets: first load ${budgets.firstLoadKb}, ` +
          `public page ${budgets.publicPageKb}, route ${budgets.routeKb}); first load ` +
          `${kb(firstLoadBytes).trim()} KB in ${firstLoad.size} files, heaviest public page ` +
          `${kb(heaviest).trim()} KB\n  ${'route'.padEnd(32)}${'route'.padStart(7)}` +
          `${'total'.padStart(7)}${'files'.padStart(7)}\n${rows.join('\n')}`,
      );
      if (over.length > 0) this.error(`over the JavaScript budget: ${over.join('; ')}`);
      writeFileSync(path.join(outDir, ROUTE_CHUNKS_FILE), JSON.stringify(result));
    },
  };
}

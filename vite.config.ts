import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const API = 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [
    react(),
    // Compressed once at build time, at the highest levels: the server sends these files as
    // they are (express-static-gzip) instead of compressing on every request.
    compression({
      algorithms: [
        // zlib's brotli default is its highest quality (11).
        defineAlgorithm('brotliCompress'),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
    }),
  ],
  publicDir: 'src/client/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The budget is on gzipped JS before the route chunk (checked in the report), not this.
    chunkSizeWarningLimit: 1000,
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/trpc': API,
      '/app-api': API,
      '/healthz': API,
      '/build.json': API,
    },
  },
  preview: { port: 3000 },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API = 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react()],
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

import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';

/**
 * Two builds from src/client: the browser's (`vite build`: dist/client, with a manifest the
 * server reads to name the entry script and stylesheet in each page) and the server-rendering
 * bundle (`vite build --ssr`: dist/server/entry-server.js, loaded by the Fastify process).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './routes',
      generatedRouteTree: './route-tree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
    tailwindcss(),
  ],
  build: isSsrBuild
    ? {
        ssr: true,
        outDir: '../../dist/server',
        emptyOutDir: true,
        target: 'node20',
        copyPublicDir: false,
        rolldownOptions: { input: path.resolve('src/client/entry-server.tsx'), output: { entryFileNames: '[name].js' } },
      }
    : {
        outDir: '../../dist/client',
        emptyOutDir: true,
        target: 'es2022',
        manifest: true,
        chunkSizeWarningLimit: 600,
        // One stylesheet for the whole site, attached to no chunk: the server inlines it into every
        // page (src/server/pages.ts), so no lazily loaded chunk may ask for it again as a <link>.
        cssCodeSplit: false,
        rolldownOptions: { input: path.resolve('src/client/main.tsx') },
      },
}));

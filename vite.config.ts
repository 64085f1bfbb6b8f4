import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { axiosWithoutFetch } from './build/axiosWithoutFetch.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig(({ isSsrBuild }) => ({
  // The server render (src/entry-server.tsx, `vite build --ssr`) is loaded by Node, not sent to browsers.
  plugins: isSsrBuild ? [react()] : [react(), axiosWithoutFetch(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
  // Bundled whole: antd's ES files and CSS imports cannot be loaded by Node as they are.
  ssr: { noExternal: true },
  build: {
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // .vite/manifest.json: the server links the CSS and chunks of the pages it rendered.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
  },
}));

import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
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
  // `vite-bundle`: package.json's `#found-areas` is Vite's import.meta.glob of the area declarations
  // here, and a folder read where Node runs the sources (src/areas/found.ts).
  resolve: { conditions: ['vite-bundle', ...defaultClientConditions] },
  // Bundled whole: antd's ES files and CSS imports cannot be loaded by Node as they are.
  ssr: { noExternal: true, resolve: { conditions: ['vite-bundle', ...defaultServerConditions] } },
  // The server render runs React and antd as production builds, like the browser's. Vite leaves
  // process.env.NODE_ENV to the runtime in an SSR build, and the server runs without it: React's
  // slower development renderer, and antd's development class names (css-dev-only-…), whose styles
  // the browser then reused for its own production class names — buttons lost their styles after
  // the first client-side navigation.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: {
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // .vite/manifest.json: the server links the CSS and chunks of the pages it rendered.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
  },
}));

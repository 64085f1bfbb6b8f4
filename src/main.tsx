import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installChunkReload } from './portal/chunkReload';
import { applyViewport } from './portal/layout/viewport';
import './portal/global.css';

installChunkReload();
// Before the first paint, so /login on a phone never shows at 1200 px first.
applyViewport(window.location.pathname);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

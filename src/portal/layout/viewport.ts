/**
 * The page's `<meta name="viewport">` per route. The portal is a fixed 1200 px layout (spec §2), so
 * index.html says `width=1200` and phones zoom it out. /login is where the spec sends mobile
 * visitors, so it gets `width=device-width` and a layout that fits a phone (`html.wk-fluid`).
 */
export const FIXED_VIEWPORT = 'width=1200';
export const DEVICE_VIEWPORT = 'width=device-width, initial-scale=1';
/** The class on <html> that lifts the 1200 px minimum width. */
export const FLUID_CLASS = 'wk-fluid';

const DEVICE_WIDTH_PATHS = ['/login'];

export function usesDeviceWidth(pathname: string): boolean {
  return DEVICE_WIDTH_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Sets the viewport meta and the fluid class for a route (before the first render, and on navigation). */
export function applyViewport(pathname: string, doc: Document = document): void {
  const fluid = usesDeviceWidth(pathname);
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'viewport';
    doc.head.appendChild(meta);
  }
  const content = fluid ? DEVICE_VIEWPORT : FIXED_VIEWPORT;
  if (meta.getAttribute('content') !== content) meta.setAttribute('content', content);
  doc.documentElement.classList.toggle(FLUID_CLASS, fluid);
}

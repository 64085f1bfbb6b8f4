import type { Plugin } from 'vite';

const STAND_IN = '\0axios-fetch-adapter-not-built';

/**
 * The browser build leaves out axios's fetch adapter (4 kB gzip of the portal's first load).
 * axios tries its default adapters in the order xhr, http, fetch, and every browser that can run
 * the portal's ES2020 build has XMLHttpRequest, so fetch is never chosen there (no call of ours
 * names an adapter). The stand-in answers "not supported", as axios itself does where fetch is
 * missing. The server render keeps the real module.
 */
export function axiosWithoutFetch(): Plugin {
  return {
    name: 'wenku:axios-without-fetch',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fetch.js' && importer && /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)) return STAND_IN;
      return null;
    },
    load(id) {
      if (id === STAND_IN) return 'export const getFetch = () => false;\nexport default undefined;\n';
      return null;
    },
  };
}

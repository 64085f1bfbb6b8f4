/**
 * What the server render hands the browser: react-query's dehydrated cache and the page modules it
 * rendered. A JSON `<script>` (not executed, so the Content-Security-Policy needs no inline-script
 * exception) in the HTML the server sends.
 */
export interface SsrPayload {
  state: unknown;
  modules: string[];
}

export const SSR_PAYLOAD_ID = 'wenku-ssr';

/** The `<script>` tag; `<` is escaped so no value can close the tag early. */
export function ssrPayloadTag(payload: SsrPayload): string {
  const json = JSON.stringify(payload).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SSR_PAYLOAD_ID}">${json}</script>`;
}

export function readSsrPayload(doc: Document): SsrPayload | null {
  const text = doc.getElementById(SSR_PAYLOAD_ID)?.textContent;
  if (!text) return null;
  try {
    const payload = JSON.parse(text) as SsrPayload;
    return Array.isArray(payload.modules) ? payload : null;
  } catch {
    return null;
  }
}

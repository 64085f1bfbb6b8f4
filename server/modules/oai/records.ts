import { SERVER_CONTENT_LIST } from '../../content';
import type { OaiSet } from '../../content/define';

export type { DateWindow, DcField, OaiRecord, OaiSet } from '../../content/define';

/** The sets of this repository, one per content type with an OAI mapping (server/content/<key>.ts), in declaration order. */
export const OAI_SETS: readonly OaiSet[] = SERVER_CONTENT_LIST.flatMap((c) => (c.oai ? [c.oai] : []));

export const OAI_SET_INDEX = new Map<string, number>(OAI_SETS.map((s, i) => [s.spec, i]));

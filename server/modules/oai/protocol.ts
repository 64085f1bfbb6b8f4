import { OAI_SET_INDEX, OAI_SETS, type DateWindow } from './records';

/** OAI-PMH 2.0 error codes (§3.6). noSetHierarchy never occurs: this repository has sets. */
export type OaiErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

export class OaiError extends Error {
  constructor(
    public readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const VERBS = ['Identify', 'ListMetadataFormats', 'ListSets', 'ListIdentifiers', 'ListRecords', 'GetRecord'] as const;
export type Verb = (typeof VERBS)[number];

/** Arguments each verb accepts (besides `verb`); `required` ones must be present unless a token is given. */
const ARGUMENTS: Record<Verb, { allowed: string[]; required: string[] }> = {
  Identify: { allowed: [], required: [] },
  ListMetadataFormats: { allowed: ['identifier'], required: [] },
  ListSets: { allowed: ['resumptionToken'], required: [] },
  ListIdentifiers: { allowed: ['metadataPrefix', 'from', 'until', 'set', 'resumptionToken'], required: ['metadataPrefix'] },
  ListRecords: { allowed: ['metadataPrefix', 'from', 'until', 'set', 'resumptionToken'], required: ['metadataPrefix'] },
  GetRecord: { allowed: ['identifier', 'metadataPrefix'], required: ['identifier', 'metadataPrefix'] },
};

export const METADATA_PREFIX = 'oai_dc';

export interface OaiRequest {
  verb: Verb;
  args: Record<string, string>;
}

/**
 * Reads the verb and its arguments from the raw pairs (query string or form body), enforcing
 * §3.1: one verb from the six, no repeated argument, no argument the verb does not know, the
 * required ones present, and `resumptionToken` exclusive.
 */
export function parseRequest(pairs: Array<[string, string]>): OaiRequest {
  const verbs = pairs.filter(([k]) => k === 'verb').map(([, v]) => v);
  if (verbs.length === 0) throw new OaiError('badVerb', '缺少 verb 参数');
  if (verbs.length > 1) throw new OaiError('badVerb', 'verb 参数重复');
  const verb = verbs[0] as Verb;
  if (!VERBS.includes(verb)) throw new OaiError('badVerb', `不支持的 verb：${verb.slice(0, 40)}`);
  const spec = ARGUMENTS[verb];
  const args: Record<string, string> = {};
  for (const [key, value] of pairs) {
    if (key === 'verb') continue;
    if (!spec.allowed.includes(key)) throw new OaiError('badArgument', `${verb} 不接受参数 ${key.slice(0, 40)}`);
    if (key in args) throw new OaiError('badArgument', `参数 ${key} 重复`);
    args[key] = value;
  }
  if ('resumptionToken' in args) {
    if (Object.keys(args).length > 1) throw new OaiError('badArgument', 'resumptionToken 不能与其他参数同时使用');
    return { verb, args };
  }
  for (const key of spec.required) {
    if (!args[key]) throw new OaiError('badArgument', `缺少必需参数 ${key}`);
  }
  return { verb, args };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECOND = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

/** A `from`/`until` value: its instant and granularity, or badArgument. */
function parseDatestamp(value: string, name: string): { at: Date; day: boolean } {
  const day = DAY.test(value);
  if (!day && !SECOND.test(value)) throw new OaiError('badArgument', `${name} 格式应为 YYYY-MM-DD 或 YYYY-MM-DDThh:mm:ssZ`);
  const at = new Date(day ? `${value}T00:00:00Z` : value);
  // Month 13 gives an invalid Date; 2026-02-30 rolls over to March: both fail the round trip.
  const back = Number.isNaN(at.getTime()) ? '' : at.toISOString().replace(/\.\d{3}Z$/, 'Z');
  if (!(day ? back.startsWith(value) : back === value)) {
    throw new OaiError('badArgument', `${name} 不是有效的日期`);
  }
  return { at, day };
}

/**
 * `from` and `until` as a half-open window on update time. `until` is inclusive in the protocol,
 * so it is widened to the end of its granule (the whole day, or the whole second).
 */
export function parseWindow(from: string | undefined, until: string | undefined): DateWindow {
  const f = from !== undefined ? parseDatestamp(from, 'from') : undefined;
  const u = until !== undefined ? parseDatestamp(until, 'until') : undefined;
  if (f && u && f.day !== u.day) throw new OaiError('badArgument', 'from 与 until 的时间粒度必须相同');
  const window: DateWindow = {};
  if (f) window.from = f.at;
  if (u) window.until = new Date(u.at.getTime() + (u.day ? 86_400_000 : 1000));
  if (window.from && window.until && window.from >= window.until) throw new OaiError('badArgument', 'from 不能晚于 until');
  return window;
}

/** Where a list harvest stands: everything needed to continue it, nothing kept on the server. */
export interface HarvestState {
  verb: 'ListIdentifiers' | 'ListRecords';
  /** Restrict to this set, or all sets. */
  set: string | null;
  from: number | null;
  until: number | null;
  /** Index in OAI_SETS of the set being read, and the last id sent from it. */
  setIndex: number;
  afterId: number;
  cursor: number;
  completeListSize: number;
}

const TOKEN_VERSION = 1;
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isTime = (v: unknown): v is number | null => v === null || isCount(v);

export function encodeToken(s: HarvestState): string {
  const payload = [TOKEN_VERSION, s.verb === 'ListRecords' ? 'r' : 'i', s.set, s.from, s.until, s.setIndex, s.afterId, s.cursor, s.completeListSize];
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

/**
 * The state inside a token, checked field by field (a token is client input): wrong shape, an
 * unknown set, a set index that contradicts the set, a cursor past the list, or a token of the
 * other list verb → badResumptionToken.
 */
export function decodeToken(token: string, verb: Verb): HarvestState {
  const bad = () => new OaiError('badResumptionToken', 'resumptionToken 无效或已过期');
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(token)) throw bad();
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(payload) || payload.length !== 9) throw bad();
  const [version, kind, set, from, until, setIndex, afterId, cursor, completeListSize] = payload as unknown[];
  const tokenVerb = kind === 'r' ? 'ListRecords' : kind === 'i' ? 'ListIdentifiers' : undefined;
  if (version !== TOKEN_VERSION || tokenVerb !== verb) throw bad();
  if (set !== null && (typeof set !== 'string' || !OAI_SET_INDEX.has(set))) throw bad();
  if (!isTime(from) || !isTime(until)) throw bad();
  if (!isCount(setIndex) || setIndex >= OAI_SETS.length || (set !== null && OAI_SET_INDEX.get(set) !== setIndex)) throw bad();
  if (!isCount(afterId) || !isCount(cursor) || !isCount(completeListSize) || cursor === 0 || cursor >= completeListSize) throw bad();
  return { verb: tokenVerb, set, from, until, setIndex, afterId, cursor, completeListSize };
}

/** `oai:{host}:{set}/{id}` → set and id, or null when it is not one of ours. */
export function parseIdentifier(identifier: string, host: string): { setIndex: number; id: number } | null {
  const prefix = `oai:${host}:`;
  if (!identifier.startsWith(prefix)) return null;
  const m = /^([A-Za-z]+)\/(\d{1,10})$/.exec(identifier.slice(prefix.length));
  const setIndex = m ? OAI_SET_INDEX.get(m[1]!) : undefined;
  const id = m ? Number(m[2]) : NaN;
  if (setIndex === undefined || !(id >= 1 && id <= 2_147_483_647)) return null;
  return { setIndex, id };
}

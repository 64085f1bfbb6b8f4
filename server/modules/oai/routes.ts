import { site } from '../../../src/shared/site';
import type { Db } from '../../db/client';
import type { Module } from '../../http/routes';
import { publicBaseUrl, publicHostName } from '../publicItems/baseUrl';
import { attributes, element, escapeXml, utcSeconds } from '../publicItems/xml';
import {
  decodeToken,
  encodeToken,
  METADATA_PREFIX,
  OaiError,
  parseIdentifier,
  parseRequest,
  parseWindow,
  type HarvestState,
  type OaiRequest,
} from './protocol';
import { OAI_SET_INDEX, OAI_SETS, type DateWindow, type OaiRecord } from './records';

export interface OaiOptions {
  /** Records per ListRecords / ListIdentifiers response before a resumptionToken. */
  pageSize?: number;
}

/** What a harvester needs to build absolute URLs and identifiers for one request. */
interface Site {
  baseUrl: string;
  host: string;
}

// Every record's update time is after the operator's founding year; a guaranteed lower bound is
// all the protocol asks for, and it spares Identify a scan of every content table.
const EARLIEST_DATESTAMP = `${site.copyrightStartYear}-01-01T00:00:00Z`;
const OAI_DC_NS = 'http://www.openarchives.org/OAI/2.0/oai_dc/';
const OAI_DC_SCHEMA = 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd';
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * OAI-PMH 2.0 at /oai (GET, or POST application/x-www-form-urlencoded), Dublin Core only, one set
 * per content type. List harvests are stateless: the resumptionToken carries the position
 * (set, last id), the date window and the list size. See docs/crawlers.md.
 */
export function oaiModule(options: OaiOptions = {}): Module {
  const pageSize = options.pageSize ?? 100;

  return async (app, db) => {
    // Encapsulated, so the form parser serves /oai only and the rest of the API keeps its JSON rules.
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_req, body, done) =>
        done(null, body),
      );
      scope.route({
        method: ['GET', 'POST'],
        url: '/oai',
        handler: async (req, reply) => {
          // Raw pairs (not Fastify's parsed query) so that a repeated argument is seen and refused.
          const q = req.url.indexOf('?');
          const raw = req.method === 'POST' ? (typeof req.body === 'string' ? req.body : '') : q >= 0 ? req.url.slice(q + 1) : '';
          const pairs = [...new URLSearchParams(raw)];
          const baseUrl = publicBaseUrl(req);
          const target: Site = { baseUrl, host: publicHostName(req) };
          const oaiUrl = `${baseUrl}/oai`;
          let parsed: OaiRequest | undefined;
          let body: string;
          try {
            parsed = parseRequest(pairs);
            body = await answer(db, parsed, target, pageSize);
          } catch (err) {
            if (!(err instanceof OaiError)) throw err;
            body = `<error code="${err.code}">${escapeXml(err.message)}</error>`;
            // §3.6: after badVerb or badArgument the request element carries no attributes.
            if (err.code === 'badVerb' || err.code === 'badArgument') parsed = undefined;
          }
          const requestAttrs = parsed ? attributes({ verb: parsed.verb, ...parsed.args }) : '';
          const xml =
            '<?xml version="1.0" encoding="UTF-8"?>\n' +
            '<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
            'xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">\n' +
            `<responseDate>${utcSeconds(new Date())}</responseDate>\n` +
            `<request${requestAttrs}>${escapeXml(oaiUrl)}</request>\n` +
            `${body}\n</OAI-PMH>\n`;
          return reply.type('text/xml; charset=utf-8').header('Cache-Control', 'no-cache').send(xml);
        },
      });
    });
  };
}

async function answer(db: Db, request: OaiRequest, target: Site, pageSize: number): Promise<string> {
  const { verb, args } = request;
  switch (verb) {
    case 'Identify':
      return (
        '<Identify>' +
        element('repositoryName', site.fullName) +
        element('baseURL', `${target.baseUrl}/oai`) +
        '<protocolVersion>2.0</protocolVersion>' +
        element('adminEmail', site.service.email) +
        `<earliestDatestamp>${EARLIEST_DATESTAMP}</earliestDatestamp>` +
        '<deletedRecord>no</deletedRecord>' +
        '<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>' +
        '</Identify>'
      );
    case 'ListMetadataFormats':
      // Every item is available as oai_dc, so noMetadataFormats cannot occur; an unknown item can.
      if (args.identifier !== undefined) await findRecord(db, args.identifier, target);
      return (
        '<ListMetadataFormats><metadataFormat>' +
        `<metadataPrefix>${METADATA_PREFIX}</metadataPrefix><schema>${OAI_DC_SCHEMA}</schema><metadataNamespace>${OAI_DC_NS}</metadataNamespace>` +
        '</metadataFormat></ListMetadataFormats>'
      );
    case 'ListSets':
      // All sets fit in one response: any token is one we never issued.
      if (args.resumptionToken !== undefined) throw new OaiError('badResumptionToken', 'resumptionToken 无效或已过期');
      return `<ListSets>${OAI_SETS.map((s) => `<set>${element('setSpec', s.spec)}${element('setName', s.name)}</set>`).join('')}</ListSets>`;
    case 'GetRecord': {
      requireOaiDc(args.metadataPrefix!);
      const record = await findRecord(db, args.identifier!, target);
      return `<GetRecord>${recordXml(record, target)}</GetRecord>`;
    }
    case 'ListIdentifiers':
    case 'ListRecords':
      return listHarvest(db, verb, args, target, pageSize);
  }
}

function requireOaiDc(prefix: string): void {
  if (prefix !== METADATA_PREFIX) throw new OaiError('cannotDisseminateFormat', `不支持的元数据格式：${prefix.slice(0, 40)}，仅支持 oai_dc`);
}

async function findRecord(db: Db, identifier: string, target: Site): Promise<OaiRecord> {
  const ref = parseIdentifier(identifier, target.host);
  const [record] = ref ? await OAI_SETS[ref.setIndex]!.fetch(db, { afterId: 0, limit: 1, window: {}, id: ref.id }) : [];
  if (!record) throw new OaiError('idDoesNotExist', `标识符不存在：${identifier.slice(0, 100)}`);
  return record;
}

async function listHarvest(
  db: Db,
  verb: 'ListIdentifiers' | 'ListRecords',
  args: Record<string, string>,
  target: Site,
  pageSize: number,
): Promise<string> {
  let state: HarvestState;
  if (args.resumptionToken !== undefined) {
    state = decodeToken(args.resumptionToken, verb);
  } else {
    requireOaiDc(args.metadataPrefix!);
    const window = parseWindow(args.from, args.until);
    const set = args.set ?? null;
    if (set !== null && !OAI_SET_INDEX.has(set)) throw new OaiError('noRecordsMatch', `没有名为 ${set.slice(0, 40)} 的集合`);
    const chosen = set === null ? OAI_SETS : [OAI_SETS[OAI_SET_INDEX.get(set)!]!];
    const counts = await Promise.all(chosen.map((s) => s.count(db, window)));
    const completeListSize = counts.reduce((a, b) => a + b, 0);
    if (completeListSize === 0) throw new OaiError('noRecordsMatch', '没有符合条件的记录');
    state = {
      verb,
      set,
      from: window.from?.getTime() ?? null,
      until: window.until?.getTime() ?? null,
      setIndex: set === null ? 0 : OAI_SET_INDEX.get(set)!,
      afterId: 0,
      cursor: 0,
      completeListSize,
    };
  }
  const window: DateWindow = {
    from: state.from !== null ? new Date(state.from) : undefined,
    until: state.until !== null ? new Date(state.until) : undefined,
  };

  // Fill the page set after set, one record more than needed to learn whether the list goes on.
  const found: Array<{ record: OaiRecord; setIndex: number }> = [];
  let setIndex = state.setIndex;
  let afterId = state.afterId;
  while (setIndex < OAI_SETS.length && found.length <= pageSize) {
    if (state.set !== null && OAI_SETS[setIndex]!.spec !== state.set) break;
    const want = pageSize + 1 - found.length;
    const records = await OAI_SETS[setIndex]!.fetch(db, { afterId, limit: want, window });
    for (const record of records) found.push({ record, setIndex });
    if (records.length === want) break;
    setIndex += 1;
    afterId = 0;
  }
  const shown = found.slice(0, pageSize);
  // Records deleted since the previous page can leave nothing to show.
  if (shown.length === 0) throw new OaiError('noRecordsMatch', '没有符合条件的记录');

  let token = '';
  if (found.length > pageSize) {
    const last = shown[shown.length - 1]!;
    const cursor = state.cursor + shown.length;
    const next = encodeToken({
      ...state,
      setIndex: last.setIndex,
      afterId: last.record.id,
      cursor,
      // Rows added since the first page must not make the next token invalid.
      completeListSize: Math.max(state.completeListSize, cursor + 1),
    });
    token = `<resumptionToken completeListSize="${Math.max(state.completeListSize, cursor + 1)}" cursor="${state.cursor}">${next}</resumptionToken>`;
  } else if (state.cursor > 0) {
    // §3.5: the last page of a resumed list carries an empty token.
    token = `<resumptionToken completeListSize="${state.completeListSize}" cursor="${state.cursor}"/>`;
  }
  const items = shown.map(({ record }) => (verb === 'ListRecords' ? recordXml(record, target) : headerXml(record, target)));
  return `<${verb}>${items.join('\n')}${token}</${verb}>`;
}

function headerXml(record: OaiRecord, target: Site): string {
  return (
    '<header>' +
    element('identifier', `oai:${target.host}:${record.setSpec}/${record.id}`) +
    `<datestamp>${utcSeconds(record.datestamp)}</datestamp>` +
    element('setSpec', record.setSpec) +
    '</header>'
  );
}

function recordXml(record: OaiRecord, target: Site): string {
  const absolute = (v: string | number) => (typeof v === 'string' && v.startsWith('/') ? `${target.baseUrl}${v}` : v);
  const fields = [...record.dc, ['identifier', `${target.baseUrl}${record.path}`] as const]
    .filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '')
    .map(([name, v]) => element(`dc:${name}`, name === 'relation' ? absolute(v!) : v));
  return (
    `<record>${headerXml(record, target)}<metadata>` +
    `<oai_dc:dc xmlns:oai_dc="${OAI_DC_NS}" xmlns:dc="http://purl.org/dc/elements/1.1/" ` +
    `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${OAI_DC_NS} ${OAI_DC_SCHEMA}">` +
    fields.join('') +
    '</oai_dc:dc></metadata></record>'
  );
}

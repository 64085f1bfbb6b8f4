import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { Db } from '../db/client';
import { batchedInsert, type BatchedInsert } from '../db/batchedInsert';
import { dbCaller } from '../db/gate';
import { usageEvents } from '../db/schema';
import { institutionPartyOf } from './subscription';

/**
 * COUNTER 5.1 usage events (issue 33). Handlers say what the reader did with `noteUsage(req, …)`;
 * the events are written in one insert after the answer has gone (onResponse), with the reader's
 * institution and COUNTER user-session resolved there — so recording never slows or fails a read.
 */
export type UsageEventKind = 'search' | 'investigation' | 'request' | 'denial';

export interface UsageNote {
  event: UsageEventKind;
  /** The item: order type (1 article, 2 book, 5 ancient book, 6 thesis), id, name. */
  item?: { kind: number; id: number; name: string };
  /** The COUNTER title the item belongs to: an article's journal, a book (ancient book, thesis) itself. */
  title?: { kind: 'journal' | 'book' | 'ancient' | 'thesis'; id: number; name: string };
  dataType: 'Journal' | 'Book' | 'Thesis_or_Dissertation' | 'Platform';
  database: string;
  /** For requests: Controlled (priced) or Open (free to everyone). */
  accessType?: 'Controlled' | 'Open';
  searchKind?: 'regular' | 'automated';
  /** The institution when the handler already knows it (a subscriber); else it is looked up. */
  orgPartyId?: number;
}

const kNotes = Symbol('usageNotes');
type WithNotes = FastifyRequest & { [kNotes]?: UsageNote[] };

/** Notes one or more reader events of this request; written after the response (see the plugin). */
export function noteUsage(req: FastifyRequest, notes: UsageNote | UsageNote[]): void {
  const r = req as WithNotes;
  (r[kNotes] ??= []).push(...(Array.isArray(notes) ? notes : [notes]));
}

/** Whether a user agent is a robot or crawler (COUNTER excludes them); a missing one is a robot too. */
export function isRobotAgent(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * The COUNTER user-session: the signed-in session when there is one; else the Code of Practice's
 * fallback — address, user agent and the hour — hashed, so no address is stored.
 */
export function sessionKeyOf(sessionId: number | null, ip: string, userAgent: string, at: Date): string {
  if (sessionId !== null) return `s${sessionId}`;
  return `h${sha(`${ip}|${userAgent}|${at.toISOString().slice(0, 13)}`).slice(0, 40)}`;
}

type UsageRows = BatchedInsert<typeof usageEvents.$inferInsert>;

/**
 * Registered once by app.ts: writes the request's noted events after the answer is sent — at once,
 * or with every request's of the last `flushMs` in one insert (server/db/batchedInsert.ts).
 */
export function usageEventsPlugin(app: FastifyInstance, db: Db, flushMs = 0): void {
  const rows = batchedInsert(db, usageEvents, flushMs, (e, n) => app.log.warn({ err: (e as Error).message, events: n }, 'usage events not recorded'));
  app.addHook('onClose', () => dbCaller.exit(() => rows.flush()));
  app.addHook('onResponse', async (req) => {
    const notes = (req as WithNotes)[kNotes];
    if (!notes || notes.length === 0) return;
    // The answer has gone, so the request's database calls would be refused as "client gone"
    // (server/db/gate.ts): the write runs outside the request, as a job's does.
    await dbCaller.exit(() => writeNotes(db, req, notes, rows));
  });
}

async function writeNotes(db: Db, req: FastifyRequest, notes: UsageNote[], rows: UsageRows): Promise<void> {
  try {
    const at = new Date();
    const signedIn = await req.signedIn();
    const org = signedIn && notes.some((n) => n.orgPartyId === undefined) ? await institutionPartyOf(db, signedIn) : null;
    const userAgent = req.headers['user-agent'] ?? '';
    const sessionKey = sessionKeyOf(signedIn?.sessionId ?? null, req.ip, userAgent, at);
    const robot = isRobotAgent(req.headers['user-agent']);
    await rows.add(
      notes.map((n) => ({
        at,
        orgPartyId: n.orgPartyId ?? org,
        event: n.event,
        sessionKey,
        robot,
        itemKind: n.item?.kind ?? null,
        itemId: n.item?.id ?? null,
        itemName: n.item?.name.slice(0, 300) ?? null,
        titleKind: n.title?.kind ?? null,
        titleId: n.title?.id ?? null,
        titleName: n.title?.name.slice(0, 300) ?? null,
        dataType: n.dataType,
        database: n.database,
        accessType: n.accessType ?? null,
        searchKind: n.searchKind ?? null,
      })),
    );
  } catch (e) {
    req.log.warn({ err: (e as Error).message, events: notes.length }, 'usage events not recorded');
  }
}

/** The database (DR) of each item kind and its COUNTER Data_Type. */
const ITEM_AREA: Record<number, { database: string; dataType: UsageNote['dataType'] }> = {
  1: { database: 'article', dataType: 'Journal' },
  2: { database: 'book', dataType: 'Book' },
  5: { database: 'ancient', dataType: 'Book' },
  6: { database: 'thesis', dataType: 'Thesis_or_Dissertation' },
};

/** An article's event: the item is the article, the title its journal. */
export function articleUsage(
  event: UsageEventKind,
  a: { id: number; title: string; journalId: number; journalName: string; priceFen: number },
  orgPartyId?: number,
): UsageNote {
  return {
    event,
    item: { kind: 1, id: a.id, name: a.title },
    title: { kind: 'journal', id: a.journalId, name: a.journalName },
    ...ITEM_AREA[1],
    accessType: a.priceFen > 0 ? 'Controlled' : 'Open',
    orgPartyId,
  };
}

/**
 * The title kind of each whole-item kind: its own, since a book, an ancient book and a thesis with
 * the same id are three titles (a report's row is keyed by title kind and id).
 */
const WHOLE_ITEM_TITLE = { 2: 'book', 5: 'ancient', 6: 'thesis' } as const;

/** A book's, an ancient book's or a thesis's event: the item is its own title. */
export function wholeItemUsage(event: UsageEventKind, kind: 2 | 5 | 6, it: { id: number; title: string; priceFen: number }, orgPartyId?: number): UsageNote {
  return {
    event,
    item: { kind, id: it.id, name: it.title },
    title: { kind: WHOLE_ITEM_TITLE[kind], id: it.id, name: it.title },
    ...ITEM_AREA[kind],
    accessType: it.priceFen > 0 ? 'Controlled' : 'Open',
    orgPartyId,
  };
}

import type { FastifyRequest } from 'fastify';
import { ORDER_TYPE } from '../../../src/shared/order';
import { fullTextPreview } from '../../../src/resources/articles';
import { looksLikeHtml } from '../../../src/shared/richText';
import { countUse, subscriberFor, type Subscriber } from '../../access/subscription';
import type { Db } from '../../db/client';
import type { SignedIn } from '../../access/session';
import { owns } from './items';
import { noteUsage, wholeItemUsage } from '../../access/usageEvents';

/** How a reader holds the full text of an item: it is free, they bought it, or their institution subscribes to it. */
export type AccessVia = 'free' | 'bought' | 'subscription';

export interface ItemAccess {
  full: boolean;
  via: AccessVia | null;
  /** The subscribing institution's name when `via` is 'subscription'. */
  subscribedBy: string | null;
  subscriber: Subscriber | null;
}

/** The institution subscription area of each gated order type. */
const AREA = {
  [ORDER_TYPE.book]: 'book',
  [ORDER_TYPE.ancient]: 'ancient',
  [ORDER_TYPE.monograph]: 'thesis',
} as const;
export type GatedType = keyof typeof AREA;

/**
 * Whether a caller may read the whole of a book, an ancient book or a thesis (issue 12): free items
 * to everyone, else a purchase (an entitlement) or an institution whose security group covers the
 * area. Signed out, only free items.
 */
export async function itemAccess(db: Db, s: SignedIn | null, orderType: GatedType, itemId: number, priceFen: number): Promise<ItemAccess> {
  const none = { subscribedBy: null, subscriber: null };
  if (priceFen <= 0) return { full: true, via: 'free', ...none };
  if (!s) return { full: false, via: null, ...none };
  if (await owns(db, s.member.id, orderType, itemId)) return { full: true, via: 'bought', ...none };
  const subscriber = await subscriberFor(db, s, { area: AREA[orderType] });
  if (subscriber) return { full: true, via: 'subscription', subscribedBy: subscriber.orgName, subscriber };
  return { full: false, via: null, ...none };
}

/** Counts a subscribed read for the institution (its usage report); nothing for other readers. */
export async function countSubscribedView(db: Db, access: ItemAccess, orderType: GatedType, id: number, title: string): Promise<void> {
  if (access.subscriber) await countUse(db, access.subscriber, 'view', { kind: orderType, id, title });
}

/**
 * The free part of a text: the article preview's rule (a third at most, ending at a sentence), and
 * never more than half of a short text (an ancient book's 原文选读 is often one or two sentences).
 */
export function textPreview(text: string): string {
  const cut = fullTextPreview(text);
  if (cut.length <= text.length / 2 || looksLikeHtml(text)) return cut;
  return text.slice(0, Math.max(1, Math.floor(text.length / 3))).trimEnd();
}

/** The fields a detail answer carries about access (the portal shows 购买 or 在线阅读 from them). */
export function accessFields(access: ItemAccess) {
  return { fullAccess: access.full, accessVia: access.via, subscribedBy: access.subscribedBy };
}

/**
 * A detail decorator for an area whose long text is the paid part (mountAreaCalls `decorateOne`):
 * the whole text for a reader who may read it, else its preview, flagged `<field>Preview`-style by
 * `previewFlag`; a subscribed read is counted for the institution.
 *
 * COUNTER (issue 33): these areas have no separate reading call — the detail carries the text — so
 * the detail with the whole text is a request (an investigation too), with the preview an
 * investigation; a signed-in reader shown only the preview of a priced item was refused the text,
 * a No_License denial (attributed to their institution, if any, when the event is written).
 */
export function gatedText<F extends string>(db: Db, orderType: GatedType, field: F, previewFlag: string) {
  return async (row: { id: number; title: string; priceFen: number } & { [K in F]: string | null }, req: FastifyRequest) => {
    const signedIn = await req.signedIn();
    const access = await itemAccess(db, signedIn, orderType, row.id, row.priceFen);
    await countSubscribedView(db, access, orderType, row.id, row.title);
    const text = row[field] ?? '';
    const orgPartyId = access.subscriber?.orgPartyId;
    noteUsage(req, wholeItemUsage(access.full && text !== '' ? 'request' : 'investigation', orderType, row, orgPartyId));
    if (!access.full && signedIn) noteUsage(req, wholeItemUsage('denial', orderType, row));
    return { ...accessFields(access), [field]: access.full ? text : textPreview(text), [previewFlag]: !access.full && text.length > 0 };
  };
}

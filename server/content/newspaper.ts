import { publishedRows } from '../db/published';
import { plainSource, type ServerContentType } from './define';
import { newspapers } from '../db/schema';

const source = plainSource('newspaper', newspapers, { title: newspapers.name, cover: newspapers.coverUrl, authors: newspapers.sponsor, summary: newspapers.description });

/** The server half of the content type `newspaper` (src/shared/contentTypes.ts). */
export const newspaperContent: ServerContentType = {
  source,
  homeCount: { as: 'newspaper', table: newspapers, where: publishedRows(newspapers) },
};

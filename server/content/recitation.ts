import { publishedRows } from '../db/published';
import { defineSet, plainSource, type ServerContentType } from './define';
import { recitations } from '../db/schema';
import { join, yearOf, publishedDocs } from '../search/loader';
import { RECITATION_CATEGORIES, RECITATION_SUBCODES } from '../../src/resources/recitations';

const source = plainSource('recitation', recitations, { title: recitations.title, cover: null, authors: recitations.reciter, summary: recitations.content });

const loadRecitations = publishedDocs('recitation', recitations, (r) => ({
  title: r.title,
  authors: join(r.reciter, r.textAuthor),
  keywords: join(RECITATION_CATEGORIES[r.category], RECITATION_SUBCODES[r.subcode], r.dynasty),
  institution: r.school,
  source: r.school,
  body: r.content,
  year: yearOf(r.recordDate),
  publishDate: r.recordDate,
}));

/** The server half of the content type `recitation` (src/shared/contentTypes.ts). */
export const recitationContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'recitation',
    columns: { id: recitations.id, updateTime: recitations.updateTime, title: recitations.title, reciter: recitations.reciter, textAuthor: recitations.textAuthor, school: recitations.school, subcode: recitations.subcode, recordDate: recitations.recordDate },
    dc: (r) => [
      ['title', r.title],
      ['creator', r.reciter],
      ['contributor', r.textAuthor],
      ['subject', RECITATION_SUBCODES[r.subcode]],
      ['publisher', r.school],
      ['date', r.recordDate],
      ['type', 'Sound'],
      ['type', '朗诵'],
      ['format', 'audio/ogg'],
    ],
  }),
  search: loadRecitations,
  homeCount: { as: 'recitation', table: recitations, where: publishedRows(recitations) },
};

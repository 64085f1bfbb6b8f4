import { publishedRows } from '../db/published';
import { defineSet, plainSource, text, type ServerContentType } from './define';
import { compositions } from '../db/schema';
import { join, publishedDocs } from '../search/loader';
import { COMPOSITION_GRADES, COMPOSITION_TYPES } from '../../src/resources/compositions';

const source = plainSource('composition', compositions, { title: compositions.title, cover: null, authors: compositions.author, summary: compositions.content });

/** Search documents of the education and culture areas (issue 14); server/search/sources.ts lists them all. */
const loadCompositions = publishedDocs('composition', compositions, (r) => ({
  title: r.title,
  authors: r.author,
  keywords: join(COMPOSITION_GRADES[r.grade], COMPOSITION_TYPES[r.compositionType], r.teacher),
  institution: r.school,
  source: r.school,
  summary: r.teacherComment,
  body: r.content,
  year: r.year,
}));

/** The server half of the content type `composition` (src/shared/contentTypes.ts). */
export const compositionContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'composition',
    columns: { id: compositions.id, updateTime: compositions.updateTime, title: compositions.title, author: compositions.author, school: compositions.school, grade: compositions.grade, compositionType: compositions.compositionType, year: compositions.year, teacherComment: compositions.teacherComment },
    dc: (c) => [
      ['title', c.title],
      ['creator', c.author],
      ['subject', COMPOSITION_TYPES[c.compositionType]],
      ['subject', COMPOSITION_GRADES[c.grade]],
      ['description', c.teacherComment],
      ['publisher', c.school],
      ['date', c.year],
      ...text('作文'),
    ],
  }),
  search: loadCompositions,
  homeCount: { as: 'composition', table: compositions, where: publishedRows(compositions) },
};

import { defineSet, plainSource, text, type ServerContentType } from './define';
import { topics } from '../db/schema';
import { yearOf, publishedDocs } from '../search/loader';

const source = plainSource('topic', topics, { title: topics.title, cover: topics.coverUrl, authors: topics.editor, summary: topics.intro });

const loadTopics = publishedDocs('topic', topics, (r) => ({
  title: r.title,
  titleExtra: r.subtitle,
  authors: r.editor,
  summary: r.intro,
  year: yearOf(r.publishDate),
  publishDate: r.publishDate,
}));

/** The server half of the content type `topic` (src/shared/contentTypes.ts). */
export const topicContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'topic',
    wholeRows: topics,
    dc: (t) => [['title', t.title], ['creator', t.editor], ['description', t.intro], ['date', t.publishDate], ...text('专题')],
  }),
  search: loadTopics,
};

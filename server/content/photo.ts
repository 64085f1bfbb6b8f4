import { defineSet, plainSource, type ServerContentType } from './define';
import { photos } from '../db/schema';
import { publishedDocs, yearOf } from '../search/loader';

const source = plainSource('photo', photos, { title: photos.title, cover: photos.imageUrl, authors: photos.author, summary: photos.description });

const loadPhotos = publishedDocs('photo', photos, (r) => ({ title: r.title, authors: r.author, keywords: r.location, summary: r.description, year: yearOf(r.shootDate), publishDate: r.shootDate }));

/** The server half of the content type `photo` (src/shared/contentTypes.ts). */
export const photoContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'photo',
    wholeRows: photos,
    dc: (p) => [
      ['title', p.title],
      ['creator', p.author],
      ['description', p.description],
      ['date', p.shootDate],
      ['type', 'StillImage'],
      ['type', '摄影作品'],
      ['format', 'image/jpeg'],
      ['coverage', p.location],
    ],
  }),
  search: loadPhotos,
};

import { defineSet, plainSource, text, type ServerContentType } from './define';
import { studyPlaces } from '../db/schema';
import { join, provinceCity, publishedDocs } from '../search/loader';
import { PROVINCE_LABELS } from '../../src/resources/journals';
import { STUDY_PLACE_KINDS } from '../../src/resources/studyPlaces';

const source = plainSource('studyPlace', studyPlaces, { title: studyPlaces.name, cover: studyPlaces.coverUrl, authors: studyPlaces.address, summary: studyPlaces.intro });

const loadStudyPlaces = publishedDocs('studyPlace', studyPlaces, (r) => ({
  title: r.name,
  keywords: join(STUDY_PLACE_KINDS[r.placeKind], PROVINCE_LABELS[r.provinceId], r.city),
  // The street address stays searchable (weight C) without making each place a 来源 of its own.
  institution: join(r.name, r.address),
  source: provinceCity(PROVINCE_LABELS[r.provinceId], r.city),
  summary: r.intro,
}));

/** The server half of the content type `studyPlace` (src/shared/contentTypes.ts). */
export const studyPlaceContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'studyPlace',
    wholeRows: studyPlaces,
    dc: (p) => [['title', p.name], ['subject', STUDY_PLACE_KINDS[p.placeKind]], ['description', p.intro], ...text('学习场所'), ['coverage', `${PROVINCE_LABELS[p.provinceId] ?? ''} ${p.city} ${p.address}`]],
  }),
  search: loadStudyPlaces,
};

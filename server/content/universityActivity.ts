import { defineSet, plainSource, text, type ServerContentType } from './define';
import { universityActivities } from '../db/schema';
import { join, publishedDocs, yearOf } from '../search/loader';
import { ACTIVITY_KINDS } from '../../src/resources/universityActivities';

const source = plainSource('universityActivity', universityActivities, { title: universityActivities.title, cover: universityActivities.coverUrl, authors: universityActivities.organizer, summary: universityActivities.summary });

const loadUniversityActivities = publishedDocs('universityActivity', universityActivities, (r) => ({
  title: r.title,
  authors: r.organizer,
  keywords: join(ACTIVITY_KINDS[r.activityType], r.location),
  institution: join(r.organizer, r.coOrganizer),
  source: r.organizer,
  summary: r.summary,
  body: r.content,
  year: yearOf(r.startDate),
  publishDate: r.startDate,
}));

/** The server half of the content type `universityActivity` (src/shared/contentTypes.ts). */
export const universityActivityContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'universityActivity',
    wholeRows: universityActivities,
    dc: (a) => [
      ['title', a.title],
      ['creator', a.organizer],
      ['subject', ACTIVITY_KINDS[a.activityType]],
      ['description', a.summary],
      ['date', a.startDate],
      ...text('高校活动'),
      ['coverage', a.location],
    ],
  }),
  search: loadUniversityActivities,
};

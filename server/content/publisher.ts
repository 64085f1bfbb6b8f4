import { defineSet, plainSource, text, type ServerContentType } from './define';
import { profilesOf } from './profiles';
import { publisherProfiles } from '../db/schema';
import { SHOWN_PUBLISHERS } from './visibility';
import { join, type Loader } from '../search/loader';
import { provinceLabel } from '../../src/resources/journals';
import { PUBLISHER_KINDS } from '../../src/resources/people';

const source = plainSource('publisher', publisherProfiles, { title: publisherProfiles.name, cover: publisherProfiles.logoUrl, authors: publisherProfiles.city, summary: publisherProfiles.intro }, { publicRows: SHOWN_PUBLISHERS });

const loadPublishers: Loader = async (db, sel) =>
  (await profilesOf(db, publisherProfiles, SHOWN_PUBLISHERS, sel)).map((r) => ({
    id: r.id,
    doc: !r.shown
      ? null
      : {
          docType: 'publisher',
          docId: r.id,
          title: r.name,
          keywords: join(PUBLISHER_KINDS[r.kind ?? 0], provinceLabel(r.provinceId), r.city, r.specialties),
          institution: r.name,
          source: r.city,
          summary: r.specialties,
          body: r.intro,
          year: r.foundedYear,
        },
  }));

/** The server half of the content type `publisher` (src/shared/contentTypes.ts). */
export const publisherContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'publisher',
    wholeRows: publisherProfiles,
    dc: (p) => [['title', p.name], ['subject', PUBLISHER_KINDS[p.kind ?? 0]], ['description', p.intro], ...text('出版社'), ['coverage', p.city]],
  }),
  search: loadPublishers,
};

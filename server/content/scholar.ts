import { defineSet, plainSource, text, type ServerContentType } from './define';
import { profilesOf } from './profiles';
import { scholarProfiles } from '../db/schema';
import { SHOWN_SCHOLARS } from './visibility';
import { join, type Loader } from '../search/loader';
import { DISCIPLINES, SCHOLAR_TITLES } from '../../src/resources/people';

// The people directories (issue 14, people): a profile its holder shows, while the role stands.
const source = plainSource('scholar', scholarProfiles, { title: scholarProfiles.name, cover: scholarProfiles.avatarUrl, authors: scholarProfiles.institution, summary: scholarProfiles.intro }, { publicRows: SHOWN_SCHOLARS });

/** Search documents of the people directories (issue 14, people); a hidden profile has none. */
const loadScholars: Loader = async (db, sel) =>
  (await profilesOf(db, scholarProfiles, SHOWN_SCHOLARS, sel)).map((r) => ({
    id: r.id,
    doc: !r.shown
      ? null
      : {
          docType: 'scholar',
          docId: r.id,
          title: r.name,
          authors: r.name,
          keywords: join(DISCIPLINES[r.discipline ?? 0], SCHOLAR_TITLES[r.title ?? 0], r.researchField),
          institution: join(r.institution, r.department),
          source: r.institution,
          summary: r.researchField,
          body: join(r.intro, r.achievements),
        },
  }));

/** The server half of the content type `scholar` (src/shared/contentTypes.ts). */
export const scholarContent: ServerContentType = {
  source,
  // The people directories (issue 14, people): a profile is a Text describing its holder.
  oai: defineSet(source, {
    spec: 'scholar',
    wholeRows: scholarProfiles,
    dc: (p) => [['title', `${p.name}（${p.institution}）`], ['subject', DISCIPLINES[p.discipline ?? 0]], ['subject', p.researchField], ['description', p.intro], ...text('学者')],
  }),
  search: loadScholars,
};

import { CONTENT_TYPE_LIST, type ContentTypeKey, type ReaderContentKey, type SearchContentKey } from '../../src/shared/contentTypes';
import type { ServerContentType } from './define';
import { AREA_KIT_CONTENT } from './areaKit';
import { journalContent } from './journal';
import { periodContent } from './period';
import { articleContent } from './article';
import { bookContent } from './book';
import { newspaperContent } from './newspaper';
import { newsContent } from './news';
import { ancientContent } from './ancient';
import { localHistoryContent } from './localHistory';
import { thesisContent } from './thesis';
import { lawContent } from './law';
import { standardContent } from './standard';
import { worksContent } from './works';
import { famousTeacherContent } from './famousTeacher';
import { photoContent } from './photo';
import { calligraphyContent } from './calligraphy';
import { compositionContent } from './composition';
import { recitationContent } from './recitation';
import { headmasterContent } from './headmaster';
import { famousSchoolContent } from './famousSchool';
import { universityActivityContent } from './universityActivity';
import { scholarContent } from './scholar';
import { writerContent } from './writer';
import { publisherContent } from './publisher';
import { teacherContent } from './teacher';
import { teachingContent } from './teaching';
import { schoolContent } from './school';
import { studyPlaceContent } from './studyPlace';
import { topicContent } from './topic';

/**
 * The server half of every content type that has one: each reader item type (collect, comment,
 * 纠错, sitemap) and each search type. The type demands an entry for every key declared with
 * `readerItem` or `search` in src/shared/contentTypes.ts; server/content/content.test.ts checks
 * that each has what its client half promises.
 */
export const SERVER_CONTENT: Readonly<Record<ReaderContentKey | SearchContentKey, ServerContentType>> = {
  journal: journalContent,
  period: periodContent,
  article: articleContent,
  book: bookContent,
  newspaper: newspaperContent,
  news: newsContent,
  ancient: ancientContent,
  localHistory: localHistoryContent,
  thesis: thesisContent,
  law: lawContent,
  standard: standardContent,
  works: worksContent,
  famousTeacher: famousTeacherContent,
  photo: photoContent,
  calligraphy: calligraphyContent,
  composition: compositionContent,
  recitation: recitationContent,
  headmaster: headmasterContent,
  famousSchool: famousSchoolContent,
  universityActivity: universityActivityContent,
  scholar: scholarContent,
  publisher: publisherContent,
  teacher: teacherContent,
  writer: writerContent,
  teaching: teachingContent,
  school: schoolContent,
  studyPlace: studyPlaceContent,
  topic: topicContent,
  // The content-area kit's (src/areas/declared/): from each declaration and its table.
  ...AREA_KIT_CONTENT,
};

/** The server halves in the declaration order of src/shared/contentTypes.ts (sitemap, OAI-PMH). */
export const SERVER_CONTENT_LIST: ReadonlyArray<ServerContentType & { key: ContentTypeKey }> = CONTENT_TYPE_LIST.flatMap(({ key }) =>
  Object.hasOwn(SERVER_CONTENT, key) ? [{ key, ...SERVER_CONTENT[key as keyof typeof SERVER_CONTENT] }] : [],
);

import { defineSet, plainSource, text, type ServerContentType } from './define';
import { writerProfiles } from '../db/schema';

// A signed writer's profile is public as long as it exists (the writer library lists every one).
const source = plainSource('writer', writerProfiles, { title: writerProfiles.penName, cover: writerProfiles.photoUrl, authors: writerProfiles.genres, summary: writerProfiles.biography });

/** The server half of the content type `writer` (src/shared/contentTypes.ts): collected, reported, in the sitemap and OAI-PMH. */
export const writerContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'writer',
    wholeRows: writerProfiles,
    dc: (w) => [['title', w.hometown ? `${w.penName}（${w.hometown}）` : w.penName], ['subject', w.genres], ['description', w.biography], ...text('作家')],
  }),
};

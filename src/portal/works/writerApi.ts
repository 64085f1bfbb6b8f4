import { call, callPage } from '../../providers/http';
import { fillPath } from '../../resources/define';
import { WRITER_CALLS, WRITER_PAGE_SIZE } from '../../resources/writerProfiles';

export interface WriterVideo {
  id: number;
  title: string;
  intro: string;
  durationText: string;
}

export interface WriterWork {
  id: number;
  title: string;
  genre: string;
  summary: string;
  price: number;
  createTime: string;
}

export interface SignedWriter {
  id: number;
  penName: string;
  hometown: string;
  genres: string;
  biography: string;
  honors: string;
  photoUrl: string;
  worksCount: number;
  works: WriterWork[];
  videos: WriterVideo[];
}

export const writerApi = {
  list: (query: { pageNum: number; keyword?: string }) => callPage<SignedWriter>('get', WRITER_CALLS.list.path, { query: { ...query, pageSize: WRITER_PAGE_SIZE } }),
  one: async (id: number) => (await call<SignedWriter>('get', fillPath(WRITER_CALLS.one.path, { id }))).data!,
  /** A short-lived address that streams the video (spec §7 "writer video access"). */
  videoUrl: async (id: number) => (await call<{ url: string }>('post', WRITER_CALLS.videoCode.path, { body: { id } })).data!.url,
};

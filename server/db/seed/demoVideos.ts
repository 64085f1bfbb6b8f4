import { readFileSync } from 'node:fs';
import { mp4Duration } from '../../modules/studio/fileKinds';

/**
 * The demo's video clips (issue 13): short H.264/AAC MP4s — a colour card with a caption, a running
 * second counter and a tone — made once with ffmpeg and committed (CI machines have no encoder):
 *
 *   ffmpeg -f lavfi -i "color=c=#2f5d8a:s=480x270:r=15:d=20" -f lavfi -i "sine=frequency=440:sample_rate=22050:duration=20" \
 *     -vf "drawtext=fontfile=wqy-zenhei.ttc:text='文库 · 课堂实录片段':…,drawtext=…text='%{eif\:t\:d} 秒':…,format=yuv420p" \
 *     -c:v libx264 -profile:v baseline -preset veryslow -crf 32 -g 150 -c:a aac -b:a 24k -ac 1 -movflags +faststart out.mp4
 *
 * Seeded studio and writer videos are these files, so every demo video plays in a browser.
 */
export const DEMO_CLIPS = {
  lesson: 'studio-lesson.mp4',
  lecture: 'studio-lecture.mp4',
  experiment: 'studio-experiment.mp4',
  talk: 'writer-talk.mp4',
} as const;
export type DemoClip = keyof typeof DEMO_CLIPS;

const cache = new Map<DemoClip, Buffer>();

/** A clip's bytes (read once). */
export function demoClip(clip: DemoClip): Buffer {
  let bytes = cache.get(clip);
  if (!bytes) {
    bytes = readFileSync(new URL(`./assets/video/${DEMO_CLIPS[clip]}`, import.meta.url));
    cache.set(clip, bytes);
  }
  return bytes;
}

/** A clip's size and whole seconds, as a row that stores it records them. */
export const clipFacts = (clip: DemoClip) => ({ fileSize: demoClip(clip).length, duration: mp4Duration(demoClip(clip)) });

import { fill, SCIENCE_SECTIONS, SOCIAL_SECTIONS } from './tables/sentences';
import { subjectOf } from './tables/subjects';
import { mulberry32, type Rng } from './random';
import { titleVars } from './text';

/** Prose for the literary titles (essays, stories): the chapter's own title is `{C}`. */
const PROSE = [
  '那年秋天，{C}成了我记忆里最清晰的一页。',
  '河水还是那样慢慢地流着，岸边的柳树却已换了几茬。',
  '母亲总在灯下缝补衣裳，针脚细密，像她从不说出口的叮嘱。',
  '我走过很多地方，才知道人一生要找的，不过是一条回家的路。',
  '雪落下来的时候，村子安静得能听见远处的狗叫。',
  '父亲话不多，只是把行李捆得结结实实，一直送到村口的老槐树下。',
  '多年以后重读旧信，字迹已经模糊，那份牵挂却依然滚烫。',
  '城市的夜晚灯火通明，我却常常想起山里那一盏昏黄的油灯。',
  '时间把许多人和事带走了，也把一些东西沉淀成了生命的底色。',
  '站在{C}的路口回望，来处与去处都在晨雾里若隐若现。',
];

const pick = <T>(rng: Rng, list: readonly T[], n: number): T[] => rng.sample(list, Math.min(n, list.length));

/**
 * A seeded book's body (book.content): each catalogue entry a chapter (`# 标题`) of twenty-two to
 * thirty paragraphs, written from the subject's sentence pools (the literary titles from a prose
 * pool): 70 to 180 pages as the reader typesets them, which is the book's 页数 (library.ts).
 * Its own random stream, so adding it moved no other seeded value.
 */
export function bookBody(index: number, book: { subjectType: number; term: string; literary?: boolean }, catalogue: string[]): string {
  const rng = mulberry32(0xb00c00 + index);
  const subject = subjectOf(book.subjectType);
  const pools = (subject.kind === 'science' ? SCIENCE_SECTIONS : SOCIAL_SECTIONS).flatMap((s) => s.sentences);
  const chapters = catalogue.filter((c) => c !== '参考文献' && c !== '后记');
  return chapters
    .map((heading) => {
      const name = heading.replace(/^第[一二三四五六七八九十]+[章讲]\s*/, '');
      const paragraphs = Array.from({ length: rng.int(22, 30) }, () => {
        if (book.literary) return pick(rng, PROSE, rng.int(4, 6)).map((s) => s.replace('{C}', name)).join('');
        const vars = { ...titleVars(rng, subject), T: book.term };
        return pick(rng, pools, rng.int(4, 6)).map((s) => fill(s, vars)).join('');
      });
      return [`# ${heading}`, ...paragraphs].join('\n');
    })
    .join('\n');
}

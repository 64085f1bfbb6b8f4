import type { Rng } from './random';
import {
  CLOSING_CORE,
  CLOSING_END,
  CLOSING_OPEN,
  CONCLUDE,
  DISCUSS,
  EXTEND,
  FIGURES,
  GAP,
  INTRO,
  LEADS,
  METHOD_SCIENCE,
  METHOD_SOCIAL,
  RESULT,
  RESULT_SUBHEADINGS,
  SCIENCE_HEADINGS,
  SOCIAL_HEADINGS,
  TABLES,
} from './tables/paperSentences';
import { fill } from './tables/sentences';

/**
 * A demo article's full text (issue 34 item 6): 引言, 方法, 结果 (with subsections), 讨论 and 结论,
 * written from the title's words and the article's keywords, with a figure and a table caption and
 * reference markers [1]–[8] in citation order — every demo article has at least eight references
 * (seed/references.ts), so each marker names an entry of its list. Plain text, one paragraph a line
 * and a blank line between sections, as older rows are stored; the reading page finds the structure.
 */
export function articleBody(rng: Rng, science: boolean, vars: Record<string, string>, keywords: string[]): string {
  const heads = science ? SCIENCE_HEADINGS : SOCIAL_HEADINGS;
  // {K}: a keyword other than the title's own topic and aspect (else "the aspect affects the aspect").
  const others = keywords.filter((k) => k !== vars.A && k !== vars.T);
  const pool = others.length ? others : keywords;
  const fillIn = (t: string) => {
    const sent = rng.int(300, 900);
    return fill(t, { ...vars, K: rng.pick(pool), N: String(rng.int(12, 96)), N2: String(rng.int(20, 480)), D: String(rng.int(30, 90)), Q: String(sent), Q2: String(sent - rng.int(8, 60)) });
  };
  /** One sentence: a lead now and then, the core, maybe a clause of its own, and a marker. */
  const sentence = (core: string, marker = '') => {
    const run = rng.chance(0.6) ? `，${fillIn(rng.pick(EXTEND))}` : '';
    // A core that opens with its own connective takes no lead before it.
    const lead = /^(据此|本文|这|从|与|在|若|也|需要|一个|上述|当然|对于|对|实践中|表1|分|采用|剔除|进一步|有鉴于此|基于此|围绕)/.test(core) ? '' : rng.pick(LEADS);
    return `${lead}${fillIn(core)}${run}${marker}。`;
  };
  const used = new Set<string>();
  /** Sentences of a pool not used yet in this article (pools are shared by sections). */
  const fresh = (pool: string[]) => {
    const left = pool.filter((s) => !used.has(s));
    return left.length >= 3 ? left : pool;
  };
  const take = (pool: string[], n: number, markers: string[] = []) => {
    const chosen = rng.sample(fresh(pool), Math.min(n, fresh(pool).length));
    for (const s of chosen) used.add(s);
    return chosen.map((core, i) => sentence(core, markers[i] ?? '')).join('');
  };

  const intro = [take(INTRO, rng.int(4, 5), ['[1]', '[2]', '[3-4]']), take(INTRO, rng.int(4, 5), ['', '[5]']), take(INTRO, rng.int(2, 3)) + sentence(rng.pick(GAP))];
  const method = science ? METHOD_SCIENCE : METHOD_SOCIAL;
  const methods = [take(method, rng.int(3, 4), ['', '[6]']), take(method, rng.int(3, 4))];
  const table = `表1 ${fillIn(rng.pick(TABLES))}`;
  const figure = `图1 ${fillIn(rng.pick(FIGURES))}`;
  const subheads = rng.sample(RESULT_SUBHEADINGS, 3).map((h, k) => heads.sub(k, fillIn(h)));
  const results = subheads.flatMap((h, k) => {
    const text = take(RESULT, rng.int(4, 5));
    return k === 0 ? [h, text, figure] : [h, text];
  });
  const discussion = [take(DISCUSS, rng.int(4, 5), ['[7]', '', '[2,8]']), take(DISCUSS, rng.int(4, 5))];
  const closing = `${rng.pick(CLOSING_OPEN)}${fillIn(rng.pick(CLOSING_CORE))}${fillIn(rng.pick(CLOSING_END))}。`;
  const conclusion = [take(CONCLUDE, rng.int(2, 3)), take(CONCLUDE, rng.int(2, 3)) + closing];

  return [
    [heads.intro, ...intro],
    [heads.method, ...methods, table],
    [heads.result, ...results],
    [heads.discuss, ...discussion],
    [heads.conclude, ...conclusion],
  ]
    .map((section) => section.join('\n'))
    .join('\n\n');
}

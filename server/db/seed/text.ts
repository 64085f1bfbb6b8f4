import { fill, SCIENCE_ABSTRACT, SCIENCE_SECTIONS, SCIENCE_TITLES, SOCIAL_ABSTRACT, SOCIAL_SECTIONS, SOCIAL_TITLES } from './tables/sentences';
import { GOALS, PERSPECTIVES, type Subject, type WordGroup } from './tables/subjects';
import type { Rng } from './random';

/** The subject's word groups (one group built from its flat pools when it declares none). */
function groupsOf(subject: Subject): WordGroup[] {
  return subject.groups ?? [{ topics: subject.topics, aspects: subject.aspects, methods: subject.methods, places: subject.places }];
}

/** A group, chosen with weight by its number of topics. */
function pickGroup(rng: Rng, subject: Subject): WordGroup {
  const groups = groupsOf(subject);
  let k = rng.int(0, groups.reduce((n, g) => n + g.topics.length, 0) - 1);
  for (const g of groups) {
    if (k < g.topics.length) return g;
    k -= g.topics.length;
  }
  return groups[0];
}

/** Random words for one title: topic, second topic, aspect, method, place, perspective, goal. */
export function titleVars(rng: Rng, subject: Subject, group: WordGroup = pickGroup(rng, subject)): Record<string, string> {
  const [T, T2] = rng.sample(group.topics, 2);
  const A = rng.pick(group.aspects);
  return {
    T,
    T2: T2 ?? T,
    A,
    a: A.replace(/(研究|分析|观察|评价)$/, '') || A,
    M: rng.pick(group.methods),
    L: rng.pick(group.places),
    P: rng.pick(PERSPECTIVES),
    G: rng.pick(subject.goals ?? GOALS),
    S: subject.label,
  };
}

/** Abstract (3–4 sentences), sectioned full text and 3–5 `;`-separated keywords from the title words. */
export function makeText(rng: Rng, subject: Subject, vars: Record<string, string>) {
  const science = subject.kind === 'science';
  const abs = science ? SCIENCE_ABSTRACT : SOCIAL_ABSTRACT;
  const sentences = [rng.pick(abs.intro), rng.pick(abs.method), rng.pick(abs.finding)];
  if (rng.chance(0.6)) sentences.push(rng.pick(abs.closing));
  const sections = (science ? SCIENCE_SECTIONS : SOCIAL_SECTIONS).map(({ heading, sentences: pool }) => {
    const n = Math.min(pool.length, rng.int(2, 3));
    const chosen = rng.sample(pool.map((_, k) => k), n).sort((a, b) => a - b);
    return `${heading}\n${chosen.map((k) => fill(pool[k], vars)).join('')}`;
  });
  const extra = [vars.L, science ? vars.G : vars.P];
  const keywords = [...new Set([vars.T, vars.A, vars.M, ...extra])].slice(0, rng.int(3, 5));
  return { abstract: sentences.map((s) => fill(s, vars)).join(''), fullText: sections.join('\n\n'), keywords: keywords.join(';') };
}

/** A title in the subject's style, with the words used (for abstract and keywords). */
export function makeTitle(rng: Rng, subject: Subject): { title: string; vars: Record<string, string> } {
  const group = pickGroup(rng, subject);
  const vars = titleVars(rng, subject, group);
  const all = subject.kind === 'science' ? SCIENCE_TITLES : SOCIAL_TITLES;
  const templates = group.placeInTitle === false ? all.filter((t) => !t.includes('{L}')) : all;
  return { title: fill(rng.pick(templates), vars), vars };
}

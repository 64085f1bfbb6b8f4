/**
 * Aho–Corasick multi-pattern matcher: one pass over the text finds every listed word, however
 * long the list. Built once per word list; `find` returns the distinct words present.
 */
export interface Matcher {
  find(text: string): string[];
}

export function buildMatcher(words: readonly string[]): Matcher {
  const goto: Array<Map<string, number>> = [new Map()];
  const fail: number[] = [0];
  const out: string[][] = [[]];
  for (const raw of words) {
    const word = raw.trim().toLowerCase();
    if (!word) continue;
    let s = 0;
    for (const ch of word) {
      let next = goto[s].get(ch);
      if (next === undefined) {
        next = goto.length;
        goto.push(new Map());
        fail.push(0);
        out.push([]);
        goto[s].set(ch, next);
      }
      s = next;
    }
    out[s].push(word);
  }
  // Breadth-first: each state's failure link is the longest proper suffix that is also a prefix.
  const queue: number[] = [...goto[0].values()];
  for (let i = 0; i < queue.length; i++) {
    const s = queue[i];
    for (const [ch, t] of goto[s]) {
      let f = fail[s];
      while (f !== 0 && !goto[f].has(ch)) f = fail[f];
      const target = goto[f].get(ch);
      fail[t] = target !== undefined && target !== t ? target : 0;
      out[t] = out[t].concat(out[fail[t]]);
      queue.push(t);
    }
  }
  return {
    find(text: string): string[] {
      const found = new Set<string>();
      let s = 0;
      for (const ch of text.toLowerCase()) {
        while (s !== 0 && !goto[s].has(ch)) s = fail[s];
        s = goto[s].get(ch) ?? 0;
        for (const w of out[s]) found.add(w);
      }
      return [...found];
    },
  };
}

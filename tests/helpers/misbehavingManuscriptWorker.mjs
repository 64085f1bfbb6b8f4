// A stand-in for manuscriptWorker.mjs that misbehaves on request, so the reader's limits can be
// proved without a file crafted to be slow: `spin` never returns (a busy loop that only terminating
// the thread ends), `hog` keeps allocating until the thread's heap limit ends it; anything else
// answers at once like a read manuscript.

/** @param {{ kind: string }} task */
export default function misbehave({ kind }) {
  if (kind === 'spin') for (;;);
  if (kind === 'hog') {
    const kept = [];
    for (;;) kept.push(new Array(1_000_000).fill(kept.length));
  }
  return { ok: true, parsed: { title: '稿件', titleEn: '', authors: '', institution: '', abstract: '', keywords: '', fullText: '', references: [], pages: 3 } };
}

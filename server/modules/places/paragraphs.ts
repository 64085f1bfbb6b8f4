/** 空行 separates the paragraphs of a long text (about-us sections, topic introductions). */
export const paragraphs = (text: string | null) =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

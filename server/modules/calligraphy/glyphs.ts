import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';

/**
 * The fonts the character dictionary draws with: npm packages (Google Fonts, OFL), installed by
 * `npm ci` on every machine, never the system's. Each script names the font that writes it.
 * 隶书 and 篆书 have no free font: the dictionary shows them from the works instead.
 */
export const GLYPH_FONTS = [
  { script: '楷书', font: '马善政毛笔楷书', file: '@expo-google-fonts/ma-shan-zheng/400Regular/MaShanZheng_400Regular.ttf' },
  { script: '行书', font: '志莽行书', file: '@expo-google-fonts/zhi-mang-xing/400Regular/ZhiMangXing_400Regular.ttf' },
  { script: '草书', font: '刘建毛草', file: '@expo-google-fonts/liu-jian-mao-cao/LiuJianMaoCao_400Regular.ttf' },
  { script: '印刷体', font: '思源黑体', file: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf' },
] as const;

const require = createRequire(import.meta.url);
type Font = ReturnType<typeof fontkit.create>;
const fonts = new Map<string, Promise<Font>>();

/** A font is read and parsed once, on first use, and kept. */
function load(file: string): Promise<Font> {
  let font = fonts.get(file);
  if (!font) {
    font = readFile(require.resolve(file)).then((bytes) => fontkit.create(bytes));
    font.catch(() => fonts.delete(file));
    fonts.set(file, font);
  }
  return font;
}

export interface GlyphForm {
  script: string;
  font: string;
  /** The outline in font units, y pointing up: drawn with `transform="scale(1 -1)"` inside `viewBox` (a square around it). */
  d: string;
  viewBox: string;
}

/** One character in every font that has it (a font without it is left out). */
export async function glyphForms(char: string): Promise<GlyphForm[]> {
  const cp = char.codePointAt(0)!;
  const forms: GlyphForm[] = [];
  for (const f of GLYPH_FONTS) {
    const font = await load(f.file);
    if (!font.hasGlyphForCodePoint(cp)) continue;
    const glyph = font.glyphForCodePoint(cp);
    const path = glyph.path;
    const box = path.bbox;
    if (!Number.isFinite(box.minX) || box.maxX <= box.minX) continue;
    const side = Math.round(Math.max(box.maxX - box.minX, box.maxY - box.minY) * 1.15);
    const cx = (box.minX + box.maxX) / 2;
    // Flipped by the drawing's transform, the outline spans −maxY…−minY.
    const cy = -(box.minY + box.maxY) / 2;
    forms.push({ script: f.script, font: f.font, d: path.toSVG(), viewBox: `${Math.round(cx - side / 2)} ${Math.round(cy - side / 2)} ${side} ${side}` });
  }
  return forms;
}

/**
 * antd 5's Button style holds its 13 preset colours (magenta … gold) in every variant: about two
 * thirds of the largest `<style>` a server-rendered page sends, parsed before the first paint, for
 * colours the portal never gives a button. The server render sends the Button style without them,
 * and takes the style's entry out of cssinjs's cache-path map, so that the browser does not adopt
 * the shortened text: it generates the whole Button style again when it hydrates (cssinjs then
 * replaces the text of the same `<style>` element), and a preset colour still works after that.
 */
const PRESET_RULE = /\.ant-btn-color-(?:magenta|red|volcano|orange|gold|yellow|lime|green|cyan|blue|geekblue|purple|pink)\b/;
const BUTTON_PATH = /\|Button-Button\|/;

export function withoutButtonPresets(styles: string): string {
  const cachePath = /(\.data-ant-cssinjs-cache-path\{content:")([^"]*)(")/.exec(styles);
  if (!cachePath) return styles;
  const entries = cachePath[2]!.split(';');
  const button = entries.find((entry) => BUTTON_PATH.test(entry));
  const hash = button?.slice(button.lastIndexOf(':') + 1);
  if (!button || !hash) return styles;
  let trimmed = false;
  const out = styles.replace(new RegExp(`(<style[^>]*data-css-hash="${hash}"[^>]*>)([^<]*)(</style>)`), (whole, open: string, css: string, close: string) => {
    const rules = css.match(/[^{}]+\{[^{}]*\}/g);
    // Only a flat rule list is shortened (no @media or other nesting to keep whole).
    if (!rules || rules.join('') !== css) return whole;
    trimmed = true;
    return open + rules.filter((rule) => !PRESET_RULE.test(rule)).join('') + close;
  });
  if (!trimmed) return styles;
  const kept = entries.filter((entry) => entry !== button).join(';');
  return out.replace(cachePath[0], () => `${cachePath[1]}${kept}${cachePath[3]}`);
}

import { theme } from 'antd';

export interface MonthBar {
  month: string;
  value: number;
}

const HEIGHT = 160;
const BAR_AREA = HEIGHT - 36;
const SLOT = 56;

/**
 * A bar per month (使用统计's COUNTER chart, issue 33). A plain SVG of our own: antd has no chart,
 * none is in the dependencies, and a chart library would add hundreds of kilobytes to the admin
 * chunk for a dozen bars. Each bar carries its month and count as its accessible name and tooltip.
 */
export function CounterMonthChart({ bars, label }: { bars: MonthBar[]; label: string }) {
  const { token } = theme.useToken();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const width = Math.max(SLOT * bars.length, 240);
  return (
    <svg role="img" aria-label={label} width="100%" height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="xMinYMid meet" data-testid="counter-chart">
      <line x1={0} x2={width} y1={BAR_AREA + 16} y2={BAR_AREA + 16} stroke={token.colorBorder} />
      {bars.map((b, i) => {
        const h = Math.round((b.value / max) * BAR_AREA);
        const x = i * SLOT + SLOT / 2;
        const name = `${b.month}：${b.value}`;
        return (
          <g key={b.month} role="graphics-symbol" aria-label={name}>
            <title>{name}</title>
            <rect x={x - 14} y={BAR_AREA + 16 - h} width={28} height={h} rx={2} fill={token.colorPrimary} />
            <text x={x} y={BAR_AREA + 12 - h} textAnchor="middle" fontSize={11} fill={token.colorText}>
              {b.value}
            </text>
            <text x={x} y={HEIGHT - 4} textAnchor="middle" fontSize={11} fill={token.colorTextSecondary}>
              {b.month}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

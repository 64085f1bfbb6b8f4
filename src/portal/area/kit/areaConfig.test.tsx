import { describe, expect, it } from 'vitest';
import { FOUND_AREAS } from '#found-areas';
import { resourcesByName } from '../../../resources';
import { fieldValue } from '../fieldValue';
import { kitAreaConfig } from './areaConfig';

// The portal pages of a kit type from its declaration: 年鉴's grid of covers, its 地区 drop-down
// and its year with a unit, as its hand-written config had them.

const yearbook = FOUND_AREAS.find((a) => a.key === 'yearbook')!;
const config = kitAreaConfig(yearbook);
const spec = resourcesByName.yearbooks!;

describe('a kit type’s portal config (年鉴)', () => {
  it('lists covers, with the year and the 地区 drop-down of every province as filters', () => {
    expect(config).toMatchObject({ listPath: '/yearbook', title: '年鉴', layout: 'covers', coverField: 'coverUrl', listFields: ['editor', 'region'] });
    expect(config.detailPath!({ id: 7 })).toBe('/yearbook/7');
    const [year, province] = config.filters!;
    expect(year).toEqual({ kind: 'year', field: 'year', label: '年鉴年份', from: 2000 });
    expect(province).toMatchObject({ kind: 'select', field: 'provinceId', label: '地区', width: 160 });
    expect(province!.kind === 'select' && province.options).toContainEqual({ value: '320000', label: '江苏' });
  });

  it('shows the year with its unit and the province by its name', () => {
    const row = { id: 1, year: 2023, provinceId: 320000 };
    expect(fieldValue(spec, config, 'year', row)).toBe('2023年');
    expect(fieldValue(spec, config, 'provinceId', row)).toBe('江苏');
  });

  it('a type declared without covers (专利) keeps the rows layout and no unit renders', () => {
    const patent = kitAreaConfig(FOUND_AREAS.find((a) => a.key === 'patent')!);
    expect(patent.layout).toBe('rows');
    expect(patent.coverField).toBeUndefined();
    expect(patent.render).toBeUndefined();
  });
});

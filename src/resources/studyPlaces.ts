import { z } from 'zod';
import { boolFilter, codeFilter, keywordFilter } from './areaFilters';
import { defineResource, manageCalls, readCalls, managedRecordFields, SORT_THEN_NEWEST } from './define';
import { numberCode, codesOf, optYesNo } from './inputs';
import { provinceColumn } from './journals';
import { optContactPhone, optText, reqText, zSort } from './organizations';
import { regionFilters, regionInput } from './schools';
import { viewsColumn } from './fieldPresets';

/** 场所类型 of a study place. */
export const STUDY_PLACE_KINDS: Readonly<Record<string, string>> = { 1: '公共图书馆', 2: '博物馆', 3: '科技馆', 4: '美术馆', 5: '纪念馆', 6: '阅览室', 7: '城市书房', 8: '档案馆' };


export const studyPlaceFilters = z.object({
  keyword: keywordFilter(),
  ...regionFilters,
  placeKind: codeFilter(codesOf(STUDY_PLACE_KINDS), '场所类型不正确'),
  isFree: boolFilter('是否免费不正确'),
});

export const studyPlaceInput = z.object({
  name: reqText(100, '请输入场所名称', '场所名称不能超过100个字'),
  placeKind: numberCode(STUDY_PLACE_KINDS, '请选择场所类型'),
  ...regionInput,
  address: reqText(200, '请输入地址', '地址不能超过200个字'),
  openingHours: reqText(200, '请输入开放时间', '开放时间不能超过200个字'),
  phone: optContactPhone,
  isFree: optYesNo('请选择是否免费'),
  needsBooking: optYesNo('请选择是否需要预约'),
  website: optText(200, '网址不能超过200个字'),
  coverUrl: optText(500, '图片地址不能超过500个字'),
  intro: optText(10_000, '场所简介不能超过10000个字'),
  sort: zSort.optional(),
});

export const studyPlaceResource = defineResource({
  name: 'studyPlaces',
  label: '学习场所',
  menu: { group: 'education', icon: 'ShopOutlined', order: 200 },
  contentType: 'studyPlace',
  fields: {
    name: { label: '场所名称', kind: 'text', list: true },
    placeKind: { label: '场所类型', kind: 'number', list: true, width: 100, labels: STUDY_PLACE_KINDS },
    provinceId: provinceColumn,
    city: { label: '城市', kind: 'text', list: true, width: 90 },
    address: { label: '地址', kind: 'text' },
    openingHours: { label: '开放时间', kind: 'text' },
    phone: { label: '联系电话', kind: 'text', help: '手机号或座机，如 13800000000、027-67868000、010-12345678-801' },
    isFree: { label: '门票', kind: 'boolean', list: true, width: 80, labels: { true: '免费开放', false: '收费' } },
    needsBooking: { label: '预约', kind: 'boolean', labels: { true: '需提前预约', false: '无需预约' } },
    website: { label: '网址', kind: 'text' },
    coverUrl: { label: '场所图片', kind: 'image' },
    intro: { label: '场所简介', kind: 'longtext' },
    views: viewsColumn,
    ...managedRecordFields,
  },
  calls: {
    ...readCalls('/common/studyPlace'),
    ...manageCalls('studyPlace'),
  },
  sortable: ['views', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  pageSize: 12,
  filters: studyPlaceFilters,
  input: studyPlaceInput,
  readAction: 'manage',
  exportable: true,
});

export const STUDY_PLACE_HOT_PATH = '/common/studyPlace/hot';

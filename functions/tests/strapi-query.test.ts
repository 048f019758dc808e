import qs from 'qs'
import { strapiQuery } from '../lib/strapi-query.mjs'
import { strapiCollectionTypes, strapiSingleTypes } from '../../src/cms/source-config'

const samples: Record<string, unknown>[] = [
  {
    status: 'draft',
    locale: 'fa',
    populate: strapiCollectionTypes.find((type) => type.singularName === 'post')!.queryParams!.populate,
  },
  {
    status: 'published',
    locale: 'en',
    populate: strapiCollectionTypes.find((type) => type.singularName === 'page')!.queryParams!.populate,
  },
  { locale: 'fa', populate: strapiSingleTypes.find((type) => type.singularName === 'home')!.queryParams!.populate },
  { locale: 'en', sort: 'publishDate:desc', pagination: { pageSize: 3 }, populate: { cover: true } },
  {
    filters: { title: { $in: ['a b', 'c&d=e', 'پیش‌نویس', "x'y"] } },
    empty: null,
    missing: undefined,
    flag: false,
    n: 0,
  },
]

it.each(samples.map((sample, index) => [index, sample]))('gives what qs gives (sample %i)', (_index, sample) => {
  expect(strapiQuery(sample as Record<string, unknown>)).toBe(qs.stringify(sample, { encodeValuesOnly: true }))
})

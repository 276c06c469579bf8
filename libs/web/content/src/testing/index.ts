/** Test support: a fake of the CMS's REST surface for component tests. */
export { type FakeCms, type FakeCmsContent, fakeCmsFetch, serveFakeCms } from './fake-cms';

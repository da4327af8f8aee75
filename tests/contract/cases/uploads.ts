/**
 * The image upload and the public image route. The harness sends JSON only, so these cases hold the
 * refusals; uploading real multipart bytes is tested in tests/server/uploads.test.ts and the browser test.
 */
import type { ContractCase } from '../harness';

export const uploadCases: ContractCase[] = [
  {
    name: 'refuses a body that is not multipart with 415',
    route: 'uploadGameWeekImage',
    body: { slip: 'not a file' },
    status: 415,
  },
  { name: 'refuses an upload without a token', route: 'uploadGameWeekImage', auth: 'none', body: {}, status: 401 },
  {
    name: 'answers 404 for an unknown image, without a token',
    route: 'getImage',
    params: { publicId: 'AAAAAAAAAAAAAAAAAAAAAAAA' },
    status: 404,
  },
  { name: 'refuses a malformed image id with 400', route: 'getImage', params: { publicId: 'a.b' }, status: 400 },
];

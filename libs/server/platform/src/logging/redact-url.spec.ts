import { expect, it } from '@jest/globals';
import { redactUrl } from './redact-url.js';

it('keeps sign-in secrets out of the access log', () => {
  expect(redactUrl('/api/auth/magic-link?email=a@b.c&secret=s3cr3t')).toBe(
    '/api/auth/magic-link?email=[redacted]&secret=[redacted]',
  );
});

it('keeps whom a member picks or blocks out of the access log', () => {
  const round = '0196f1a0-0000-7000-8000-000000000001';
  const target = '0196f1a0-0000-7000-8000-0000000000aa';
  expect(redactUrl(`/api/rounds/${round}/picks/${target}`)).toBe(`/api/rounds/${round}/picks/[redacted]`);
  expect(redactUrl(`/api/blocks/${target}?x=1`)).toBe('/api/blocks/[redacted]?x=1');
  expect(redactUrl(`/api/rounds/${round}/picks`)).toBe(`/api/rounds/${round}/picks`);
});

import { describe, expect, it } from 'vitest';
import { maybeSignedIn, readXsrfToken } from './cookies';

describe('the api cookies the page reads', () => {
  it('reads the XSRF token, decoded, among other cookies', () => {
    expect(readXsrfToken('a=1; XSRF-TOKEN=abc%3D.def; b=2')).toBe('abc=.def');
    expect(readXsrfToken('a=1')).toBeUndefined();
  });

  it('takes the signed-in hint as a maybe, and its absence as no one', () => {
    expect(maybeSignedIn('XSRF-TOKEN=x; ember_signed_in=1')).toBe(true);
    expect(maybeSignedIn('XSRF-TOKEN=x')).toBe(false);
    expect(maybeSignedIn('')).toBe(false);
  });
});

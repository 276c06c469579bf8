/**
 * A request's URL as the access log keeps it: sign-in secrets in the query, and whom a member picks
 * or blocks (the path segment after /picks/ or /blocks/), never reach the log.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](secret|code|email)=)[^&]*/g, '$1[redacted]')
    .replace(/(\/(picks|blocks)\/)[^/?#]+/g, '$1[redacted]');
}

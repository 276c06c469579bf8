import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/**
 * The api answers JSON and media: nothing it sends may run script, load anything but its own media,
 * or be framed. Its two browser pages (the contract's docs and the queue board) load their own
 * scripts and style sheets and carry inline styles.
 */
const dataPolicy = {
  defaultSrc: ["'none'"],
  imgSrc: ["'self'"],
  mediaSrc: ["'self'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

const pagePolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

function headers(directives: Record<string, string[]>) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

/** Helmet's headers with the Content-Security-Policy that fits the answer: data, or one of the pages. */
export function securityHeaders(pagePrefixes: readonly string[]) {
  const data = headers(dataPolicy);
  const page = headers(pagePolicy);
  return (request: Request, response: Response, next: NextFunction): void => {
    const isPage = pagePrefixes.some((prefix) => request.path === prefix || request.path.startsWith(`${prefix}/`));
    (isPage ? page : data)(request, response, next);
  };
}

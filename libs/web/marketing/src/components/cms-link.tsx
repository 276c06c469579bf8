import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';

export interface CmsLinkValue {
  label?: string | null;
  href?: string | null;
  newTab?: boolean | null;
}

/** Scrolls to an in-page anchor smoothly (instantly with reduced motion) and moves focus there. */
export function scrollToAnchor(hash: string): boolean {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!target) return false;
  const reduce = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  history.replaceState(history.state, '', hash);
  return true;
}

/**
 * A link from CMS content: app routes through the router, `#anchors` scroll smoothly within the
 * page (spec 2 §2.8), other sites open in a new tab when the editor said so, and say so.
 */
export function CmsLink({
  link,
  className,
  children,
}: {
  link: CmsLinkValue;
  className?: string;
  children?: ReactNode;
}) {
  const href = link.href ?? '';
  const content = children ?? link.label;
  if (href.startsWith('#')) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (scrollToAnchor(href)) event.preventDefault();
    };
    return (
      <a href={href} className={className} onClick={onClick}>
        {content}
      </a>
    );
  }
  if (href.startsWith('/') && !href.startsWith('//') && !link.newTab) {
    return (
      <Link to={href} className={className}>
        {content}
      </Link>
    );
  }
  return (
    <a href={href} className={className} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {content}
      {link.newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}

/** A link worth drawing: it has somewhere to go and something to say. */
export function hasLink(link: CmsLinkValue | null | undefined): link is CmsLinkValue & { href: string; label: string } {
  return Boolean(link?.href && link.label);
}

import { type ComponentType, lazy } from 'react';

/**
 * Lazy components from one route module: every page of an area comes from the same dynamic
 * import, so the area is one chunk (public, session, member, host) loaded on first use.
 */
export function lazyArea<Module extends Record<string, unknown>>(load: () => Promise<Module>) {
  return function page<Name extends keyof Module>(name: Name) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each export is a component with its own props
    return lazy(() => load().then((module) => ({ default: module[name] as ComponentType<any> })));
  };
}

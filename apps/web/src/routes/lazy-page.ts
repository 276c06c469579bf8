import { type ComponentType, createElement, lazy } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each export is a component with its own props
type AnyComponent = ComponentType<any>;

/**
 * Lazy components from one route module: every page of an area comes from the same dynamic
 * import, so the area is one chunk (public, session, member, host) loaded on first use. Once the
 * module is loaded (by one of its pages, or ahead of time with `load()`), its pages render at once
 * instead of suspending: a page the server rendered is taken over in one pass.
 */
export function lazyArea<Module extends Record<string, unknown>>(load: () => Promise<Module>) {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const loadArea = (): Promise<Module> =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A chunk that failed to load (a deploy, the network) is fetched again next time.
        loading = undefined;
        throw error;
      },
    ));
  function page<Name extends keyof Module>(name: Name): AnyComponent {
    const Lazy = lazy(() => loadArea().then((module) => ({ default: module[name] as AnyComponent })));
    return function AreaPage(props: object) {
      const Loaded = loaded?.[name] as AnyComponent | undefined;
      return Loaded ? createElement(Loaded, props) : createElement(Lazy, props);
    };
  }
  return Object.assign(page, { load: loadArea });
}

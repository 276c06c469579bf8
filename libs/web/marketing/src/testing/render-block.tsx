import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import type { BlockProps } from '../components/block-section';

/** Renders one block as a page would: inside a router, as the page's first heading. */
export function renderBlock<Block>(Component: ComponentType<BlockProps<Block>>, block: Block) {
  return render(
    <MemoryRouter>
      <Component block={block} headingLevel={1} surface="plain" blockId="block" />
    </MemoryRouter>,
  );
}

/** Answers matchMedia for the queries given (others do not match), e.g. reduced motion or a phone. */
export function matchMediaFor(matching: readonly string[]) {
  return (query: string) =>
    ({
      matches: matching.includes(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

import type { FactoryProvider, InjectionToken } from '@nestjs/common';

/**
 * Wires a framework-free class (a use case, a query) into Nest: application code has no
 * decorators, so its dependencies are named here, in the module.
 */
export function useCase<T>(type: new (...args: never[]) => T, inject: readonly InjectionToken[]): FactoryProvider<T> {
  return {
    provide: type,
    useFactory: (...dependencies: unknown[]) => new type(...(dependencies as never[])),
    inject: [...inject],
  };
}

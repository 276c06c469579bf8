import type { FactoryProvider } from '@nestjs/common';
import type { Token } from '@ember/kernel';

/** What can stand for a constructor parameter of type `T`: a class (or port) whose instances are `T`, or a typed token. */
export type Dependency<T> = (abstract new (...args: never[]) => T) | Token<T>;

/** One dependency per constructor parameter, in the constructor's order. */
export type Dependencies<Parameters extends readonly unknown[]> = {
  readonly [Index in keyof Parameters]: Dependency<Parameters[Index]>;
};

/**
 * Wires a framework-free class (a use case, a query) into Nest: application code has no
 * decorators, so its dependencies are named here, in the module. The list is typed against the
 * constructor: a missing, extra, swapped or wrong dependency does not compile.
 */
export function useCase<Type extends new (...args: never[]) => unknown>(
  type: Type,
  inject: Dependencies<ConstructorParameters<Type>>,
): FactoryProvider<InstanceType<Type>> {
  return {
    provide: type,
    useFactory: (...dependencies: unknown[]) => new type(...(dependencies as never[])) as InstanceType<Type>,
    inject: [...(inject as readonly (symbol | (abstract new (...args: never[]) => unknown))[])],
  };
}

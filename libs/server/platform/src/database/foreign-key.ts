import type { EntitySchema, EntitySchemaProperty } from '@mikro-orm/core';

export interface ForeignKeyOptions {
  fieldName: string;
  nullable?: boolean;
  deleteRule?: 'cascade' | 'set null' | 'restrict' | 'no action';
}

/**
 * A column holding another row's id, enforced by a foreign key. Aggregates reference each other
 * by id, so the property stays a plain id rather than a loaded object.
 */
export function foreignKey<Owner>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  target: () => EntitySchema<any, any>,
  options: ForeignKeyOptions,
): EntitySchemaProperty<string, Owner> {
  return {
    kind: 'm:1',
    entity: target,
    mapToPk: true,
    fieldName: options.fieldName,
    nullable: options.nullable ?? false,
    deleteRule: options.deleteRule ?? 'restrict',
  } as unknown as EntitySchemaProperty<string, Owner>;
}

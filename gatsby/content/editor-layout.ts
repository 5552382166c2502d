import type { SchemaDescription, SchemaFieldDescription } from 'yup';

interface Described extends SchemaDescription {
  fields?: Record<string, SchemaFieldDescription>;
  innerType?: SchemaFieldDescription;
}

/**
 * `value` as the content editor writes it on a save: each object's parts in its schema's order (the editor's field
 * order), every tick box the schema declares written out, `false` where the file leaves it out, and any part the
 * schema does not know kept at the end for the content check to report. So a file kept in this layout changes, on
 * an owner's save, only where the owner changed it.
 */
export function asEditorWrites(value: unknown, field: SchemaFieldDescription): unknown {
  const schema = field as Described;
  if (Array.isArray(value))
    return schema.innerType ? value.map((item) => asEditorWrites(item, schema.innerType!)) : value;
  if (!value || typeof value !== 'object' || !schema.fields) return value;
  const given = value as Record<string, unknown>;
  const known = Object.entries(schema.fields).flatMap(([key, inner]): [string, unknown][] => {
    if (key in given) return [[key, asEditorWrites(given[key], inner)]];
    return inner.type === 'boolean' ? [[key, false]] : [];
  });
  const unknown = Object.entries(given).filter(([key]) => !(key in schema.fields!));
  return Object.fromEntries([...known, ...unknown]);
}

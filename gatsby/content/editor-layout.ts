import type { SchemaDescription, SchemaFieldDescription } from 'yup';

interface Described extends SchemaDescription {
  fields?: Record<string, SchemaFieldDescription>;
  innerType?: SchemaFieldDescription;
}

/**
 * `value` as the content editor writes it on a save: every tick box its schema declares (`decorative`, `noindex`,
 * `featured` …) written out, `false` where the file leaves it out, in the schema's place, after the field before it.
 * So a file kept in this layout changes, on an owner's save, only where the owner changed it.
 */
export function asEditorWrites(value: unknown, field: SchemaFieldDescription): unknown {
  const schema = field as Described;
  if (Array.isArray(value))
    return schema.innerType ? value.map((item) => asEditorWrites(item, schema.innerType!)) : value;
  if (!value || typeof value !== 'object' || !schema.fields) return value;
  const given = value as Record<string, unknown>;
  const entries = Object.entries(given).map(([key, part]): [string, unknown] => [
    key,
    schema.fields![key] ? asEditorWrites(part, schema.fields![key]) : part,
  ]);
  let after = -1;
  for (const [key, inner] of Object.entries(schema.fields)) {
    const at = entries.findIndex(([name]) => name === key);
    if (at >= 0) after = at;
    else if (inner.type === 'boolean') entries.splice((after += 1), 0, [key, false]);
  }
  return Object.fromEntries(entries);
}

import type { AnyObject, ObjectSchema, SchemaDescription, SchemaFieldDescription } from 'yup';

/**
 * GraphQL type definitions written from the yup schemas of the content (content/schemas/), so each shape is
 * declared once. An object's GraphQL type is named by its schema's `meta({ type })`, else by its parent's type and
 * its field name (HomePageJson.services → HomePageJsonServices). Every string is filled with the company's facts
 * (`@facts`); an object with a `route` gains `to`, its URL (`@routePath`), and `summary`, the route's line for
 * menus (`@routeSummary`); a field's `meta({ graphql })` names its GraphQL type and directives outright (an icon,
 * an image file, a link's words), and an object's `meta({ fields })` adds fields that content does not hold (a case
 * study's address).
 */
export interface RootType {
  /** The node type, e.g. HomePageJson. */
  name: string;
  schema: ObjectSchema<AnyObject>;
}

interface Meta {
  type?: string;
  graphql?: string;
  /** Fields an object's GraphQL type adds to its content's, each with its resolver's directive. */
  fields?: string[];
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function graphqlTypeDefs(roots: RootType[]): string {
  const types = new Map<string, string>();

  function fieldType(description: SchemaFieldDescription, owner: string, key: string): string {
    const schema = description as SchemaDescription & { innerType?: SchemaDescription; meta?: Meta };
    const bang = schema.optional || schema.nullable ? '' : '!';
    if (schema.meta?.graphql) {
      // The GraphQL type as written, e.g. 'Icon @lucide' or '[ContentLink!] @withCaseStudies'.
      const [type, ...directives] = schema.meta.graphql.split(' ');
      return [`${type}${bang}`, ...directives].join(' ');
    }
    switch (schema.type) {
      case 'string':
        return `String${bang} @facts`;
      case 'boolean':
        return `Boolean${bang}`;
      case 'number':
        return `Float${bang}`;
      case 'array': {
        const inner = fieldType({ ...schema.innerType!, optional: false, nullable: false }, owner, key);
        const [type, ...directives] = inner.split(' ');
        return [`[${type}]${bang}`, ...directives].join(' ');
      }
      case 'object':
        return `${objectType(schema, schema.meta?.type ?? `${owner}${capitalise(key)}`)}${bang}`;
      default:
        throw new Error(`${owner}.${key}: no GraphQL type for a yup ${schema.type}`);
    }
  }

  function objectType(schema: SchemaDescription, name: string, head = `type ${name}`): string {
    const { fields, meta } = schema as SchemaDescription & {
      fields: Record<string, SchemaFieldDescription>;
      meta?: Meta;
    };
    const lines = Object.entries(fields).map(([key, field]) => `  ${key}: ${fieldType(field, name, key)}`);
    if ('route' in fields) lines.push('  to: String! @routePath', '  summary: String @routeSummary');
    lines.push(...(meta?.fields ?? []).map((field) => `  ${field}`));
    const definition = `${head} {\n${lines.join('\n')}\n}`;
    if (types.has(name) && types.get(name) !== definition) {
      throw new Error(`Two content shapes are both named ${name}: give one another meta({ type })`);
    }
    types.set(name, definition);
    return name;
  }

  for (const { name, schema } of roots) objectType(schema.describe(), name, `type ${name} implements Node @dontInfer`);
  return [...types.values()].join('\n');
}

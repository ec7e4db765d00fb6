import { z } from '../zod';

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;

/** The fields of `shape`, each optional and without its default. */
export type PatchShape<Shape extends z.ZodRawShape> = {
  [K in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[K]>>;
};

/**
 * An update's body from the fields of a create: any subset, and a field not sent stays absent.
 * `.partial()` keeps each field's `.default()`, so a change of one field would send (and the
 * upstream write) every defaulted one back to its default: a renamed tour lost its description,
 * its carried season and its openness.
 */
export function patchOf<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): z.ZodObject<PatchShape<Shape>> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault
        ? (field.unwrap() as z.ZodType)
        : (field as z.ZodType)
      ).optional(),
    ]),
  );
  return z.object(shape) as unknown as z.ZodObject<PatchShape<Shape>>;
}

import * as E from "fp-ts/Either";
import type { EndpointError } from "../EndpointError";
import { type Template, templateParse } from "./templateParse";

/** Routes repeat; a bounded cache keeps a process that sees many distinct URLs from growing. */
const CAPACITY = 1000;

// Only successes are cached: a Template is frozen here and safe to share, an EndpointError is
// a mutable Error a caller may throw and annotate, and a burst of bad templates must not evict good ones.
const cache = new Map<string, Template>();

/** Freezes a template and everything in it: cached templates are shared by every caller. */
const templateFreeze = (template: Template): Template => {
  for (const part of template.parts) {
    if (part.kind === "expression") {
      part.variables.forEach((spec) => Object.freeze(spec));
      Object.freeze(part.variables);
    }
    Object.freeze(part);
  }
  Object.freeze(template.parts);
  return Object.freeze(template);
};

/** `templateParse`, memoised by template string (at most 1000 entries, oldest insertion evicted first). */
export const templateParseCached = (source: string): E.Either<EndpointError, Template> => {
  const hit = cache.get(source);
  if (hit !== undefined) return E.right(hit);
  const parsed = templateParse(source);
  if (E.isRight(parsed)) {
    if (cache.size >= CAPACITY) {
      // A Map iterates in insertion order: its first key is the oldest entry.
      const oldest = cache.keys().next();
      if (oldest.done !== true) cache.delete(oldest.value);
    }
    cache.set(source, templateFreeze(parsed.right));
  }
  return parsed;
};

/** How many parsed templates the cache holds now (for tests and diagnostics). */
export const templateCacheSize = (): number => cache.size;

import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import type { EndpointError } from "../EndpointError";
import { successMemo } from "../successMemo";
import { type Template, templateParse } from "./templateParse";

/** Freezes a template and everything in it: cached templates are shared by every caller. */
export const templateFreeze = (template: Template): Template => {
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

const parsed = successMemo(1000, (source) => pipe(templateParse(source), E.map(templateFreeze)));

/** `templateParse`, memoised by template string (at most 1000 entries, oldest insertion evicted first). */
export const templateParseCached = (source: string): E.Either<EndpointError, Template> => parsed(source);

/** How many parsed templates the cache holds now (for tests and diagnostics). */
export const templateCacheSize = (): number => parsed.size();

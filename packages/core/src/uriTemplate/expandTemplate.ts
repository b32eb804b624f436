import * as E from "fp-ts/Either";
import { chain } from "../chain";
import { pipe } from "fp-ts/function";
import type { EndpointError } from "../EndpointError";
import { templateParseCached } from "./templateCache";
import { templateRender } from "./templateRender";

/**
 * RFC 6570 level 4 expansion: parse (cached), then render. Undefined variables expand to
 * nothing here; whether a variable is required is decided by the URL stage, not by this function.
 */
export const expandTemplate = (
  template: string,
  variables: Readonly<Record<string, unknown>>,
): E.Either<EndpointError, string> => pipe(templateParseCached(template), chain(templateRender(variables)));

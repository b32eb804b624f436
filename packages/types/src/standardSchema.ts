import type { StandardSchemaV1 } from "@standard-schema/spec";
import type * as t from "io-ts";
import { failureOf } from "./codecFailure";

/** An io-ts codec that is a Standard Schema v1 too: its input and output types are the codec's `t.TypeOf`. */
export type StandardCodec<C extends t.Any> = C & StandardSchemaV1<t.TypeOf<C>, t.TypeOf<C>>;

/** A refusal as one Standard Schema issue: its message, and the keys from the value to what was refused. */
export type IssueOf = (errors: t.Errors) => StandardSchemaV1.Issue;

const optionIssue: IssueOf = (errors) => {
  const { message, path } = failureOf(errors[0] as t.ValidationError);
  return { message, path };
};

/**
 * `codec`, given `~standard` once (non-enumerable, as every other codec method is reached): `validate` decodes
 * and words a refusal as `EndpointError` does, by `issueOf`.
 */
export const standardSchema = <C extends t.Any>(codec: C, issueOf: IssueOf = optionIssue): StandardCodec<C> => {
  const validate = (value: unknown): StandardSchemaV1.Result<t.TypeOf<C>> => {
    const decoded = codec.decode(value);
    return decoded._tag === "Right" ? { value: decoded.right } : { issues: [issueOf(decoded.left)] };
  };
  return Object.defineProperty(codec, "~standard", { value: { version: 1, vendor: "request-options", validate } }) as StandardCodec<C>;
};

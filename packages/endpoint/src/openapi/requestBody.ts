import { type Dict, type EndpointError, fail, isPlainObject, own, valueKind } from "@request-options/core";
import * as E from "fp-ts/Either";
import { documentFail, objectAt, type OperationEntry, pointerAppend } from "./document";
import { type EncodingPlacement, formBodyEncoder, type ValueSerializer } from "./parameterSerialize";
import type { CheckedBody } from "./schemaCodec";

// docs/decisions.md, "OpenAPI documents": request bodies by the operation's `requestBody` media type.

/** How a body is made: JSON, form-urlencoded or multipart/form-data from the keys that are no parameters; JSON lines from a list; else `data` as given. */
export type BodyKind = "json" | "form" | "multipart" | "lines" | "other";

/** One media type of a request body, read once. */
export type MediaPlan = {
  /** As listed, lower case, its parameters aside: what a call's `content-type` is matched against (may be a range, `image/*`). */
  readonly range: string;
  /** The `content-type` sent when the call names none: "" for a range or multipart/form-data (the client adds the boundary). */
  readonly contentType: string;
  readonly kind: BodyKind;
  /** The schema the whole body is checked by (for JSON lines, each item: `itemSchema`, and the list: `schema`). */
  readonly checked: CheckedBody | undefined;
  readonly item: CheckedBody | undefined;
  /** form-urlencoded: the Encoding Objects' encoder. */
  readonly form: ValueSerializer | undefined;
  /** multipart/form-data: each field's Encoding Object `contentType`, given to a `Blob` part that has no type of its own. */
  readonly partTypes: ReadonlyMap<string, string>;
};

/**
 * An operation's request body: its media types in document order, the one a call that names none gets, and the plans
 * made for types a call named through a range of the document (bounded: types come from calls).
 */
export type BodyPlan = { readonly required: boolean; readonly media: readonly MediaPlan[]; readonly preferred: MediaPlan; readonly ranged: Map<string, MediaPlan> };

const essenceOf = (type: string): string => type.split(";", 1)[0]!.trim().toLowerCase();
export const jsonMediaTypeOf = (type: string): boolean => /^application\/(?:[\w.-]+\+)?json$/.test(essenceOf(type));
const kindOf = (type: string): BodyKind => {
  const essence = essenceOf(type);
  if (jsonMediaTypeOf(essence)) return "json";
  if (essence === "application/x-www-form-urlencoded") return "form";
  if (essence === "multipart/form-data") return "multipart";
  return essence === "application/jsonl" || essence === "application/x-ndjson" ? "lines" : "other";
};

const mediaRead = (document: Dict, type: string, located: { value: unknown; pointer: string }, required: boolean): E.Either<EndpointError, MediaPlan> => {
  // 3.2: a Media Type Object may be a Reference Object (`#/components/mediaTypes/...`).
  const object = objectAt(document, located, "a Media Type Object");
  if (E.isLeft(object)) return object;
  const { value: media, pointer } = object.right;
  const kind = kindOf(type);
  const range = essenceOf(type);
  const schemaOf = (key: string): CheckedBody | undefined =>
    media[key] === undefined ? undefined : { schema: media[key], pointer: pointerAppend(pointer, key), required };
  const encoding = media["encoding"] ?? {};
  const encodingPointer = pointerAppend(pointer, "encoding");
  if ((kind === "form" || kind === "multipart") && !isPlainObject(encoding)) return documentFail(encodingPointer, `expected a map of Encoding Objects, got ${valueKind(encoding)}`);
  let form: ValueSerializer | undefined;
  if (kind === "form") {
    const encoder = formBodyEncoder(encoding as Readonly<Record<string, EncodingPlacement>>, encodingPointer);
    if (E.isLeft(encoder)) return encoder;
    form = encoder.right;
  }
  const partTypes = new Map<string, string>();
  if (kind === "multipart") {
    for (const field of Object.keys(encoding as Dict)) {
      const fieldEncoding = (encoding as Dict)[field];
      const contentType = isPlainObject(fieldEncoding) ? own(fieldEncoding, "contentType") : undefined;
      // A list of types (`image/png, image/jpeg`) names no one type: the part keeps its own.
      if (typeof contentType === "string" && !contentType.includes(",") && !contentType.includes("*")) partTypes.set(field, contentType);
    }
  }
  // A range (`application/*`) is no content-type: JSON ranges send JSON's; multipart/form-data's boundary is the client's.
  const contentType = kind === "multipart" ? "" : type.includes("*") ? (kind === "json" ? "application/json" : "") : type;
  return E.right({ range, contentType, kind, checked: schemaOf("schema"), item: kind === "lines" ? schemaOf("itemSchema") : undefined, form, partTypes });
};

/** The operation's request body, if it has one it can send: GET and HEAD send none, whatever the document says. */
export const bodyRead = (document: Dict, entry: OperationEntry): E.Either<EndpointError, BodyPlan | undefined> => {
  const { operation } = entry;
  if (operation.value["requestBody"] === undefined || entry.method === "GET" || entry.method === "HEAD") return E.right(undefined);
  const object = objectAt(document, { value: operation.value["requestBody"], pointer: pointerAppend(operation.pointer, "requestBody") }, "a Request Body Object");
  if (E.isLeft(object)) return object;
  const { value, pointer } = object.right;
  const content = value["content"];
  const contentPointer = pointerAppend(pointer, "content");
  if (!isPlainObject(content)) return documentFail(contentPointer, `expected a map of media types, got ${valueKind(content)}`);
  const required = value["required"] === true;
  const media: MediaPlan[] = [];
  for (const type of Object.keys(content)) {
    const read = mediaRead(document, type, { value: content[type], pointer: pointerAppend(contentPointer, type) }, required);
    if (E.isLeft(read)) return read;
    media.push(read.right);
  }
  const preferred = media.find((plan) => plan.kind === "json") ?? media[0];
  return E.right(preferred === undefined ? undefined : { required, media, preferred, ranged: new Map() });
};

// A range of the document (`image/*`, `*/*`) takes the types it covers.
const rangeMatches = (range: string, essence: string): boolean =>
  range === essence || range === "*/*" || (range.endsWith("/*") && essence.startsWith(range.slice(0, -1)));

/** The media type a call's `content-type` names (its parameters aside), else the preferred one; one the document does not list is refused. */
export const mediaPick = (body: BodyPlan, headers: Readonly<Dict>): E.Either<EndpointError, MediaPlan> => {
  const given = own(headers, "content-type");
  if (given === undefined) return E.right(body.preferred);
  const essence = essenceOf(String(given));
  const named = body.media.find((plan) => plan.range === essence) ?? body.media.find((plan) => rangeMatches(plan.range, essence));
  if (named === undefined) {
    const listed = body.media.map((plan) => plan.range).join(", ");
    return fail("INVALID_PARAMETER", `header.content-type: the operation's request body is ${listed}, not ${JSON.stringify(String(given))}`);
  }
  const kind = kindOf(essence);
  if (named.range === essence || kind === named.kind) return E.right(named);
  // Matched by a range: the body is made as the named type says, checked by the range's schema.
  let ranged = body.ranged.get(essence);
  if (ranged === undefined) {
    const form = kind === "form" ? formBodyEncoder({}, "#") : E.right(undefined);
    if (E.isLeft(form)) return form;
    ranged = { ...named, kind, form: form.right, partTypes: new Map(), item: undefined };
    if (body.ranged.size >= 64) body.ranged.clear();
    body.ranged.set(essence, ranged);
  }
  return E.right(ranged);
};

// Globals an old runtime may lack are read only when they exist.
const isBlob = (value: unknown): value is Blob => typeof Blob !== "undefined" && value instanceof Blob;
const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;
const isBytes = (value: unknown): value is ArrayBuffer | ArrayBufferView => value instanceof ArrayBuffer || ArrayBuffer.isView(value);
const isStream = (value: unknown): boolean =>
  (typeof ReadableStream !== "undefined" && value instanceof ReadableStream) ||
  (typeof value === "object" && value !== null && !isPlainObject(value) && typeof (value as Partial<AsyncIterable<unknown>>)[Symbol.asyncIterator] === "function");

// One part: text for a scalar, a Blob or File as given (typed by the Encoding Object when it has no type), bytes as a Blob, an object as JSON.
const partOf = (name: string, value: unknown, type: string | undefined): E.Either<EndpointError, string | Blob> => {
  if (isBlob(value)) {
    if (type === undefined || value.type !== "") return E.right(value);
    return E.right(isFile(value) ? new File([value], value.name, { type, lastModified: value.lastModified }) : new Blob([value], { type }));
  }
  if (isBytes(value)) return E.right(new Blob([value as ArrayBuffer], type === undefined ? {} : { type }));
  if (isStream(value)) return fail("INVALID_PARAMETER", `body.${name}: a multipart part cannot be a stream (FormData holds no stream): give a Blob or File`);
  if (typeof value === "string") return E.right(value);
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return E.right(String(value));
  try {
    const json: unknown = JSON.stringify(value);
    return typeof json === "string" ? E.right(json) : fail("INVALID_PARAMETER", `body.${name}: ${valueKind(value)} has no multipart form`);
  } catch (error) {
    return fail("INVALID_PARAMETER", `body.${name}: the part cannot be sent as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
};

/** A multipart/form-data body: a `FormData` of one part per field, and per item of a list (3.2.0: each item encoded by the field's Encoding Object). */
export const formDataOf = (fields: Readonly<Dict>, partTypes: ReadonlyMap<string, string>): E.Either<EndpointError, FormData> => {
  if (typeof FormData === "undefined") return fail("INVALID_PARAMETER", "body: a multipart/form-data body needs FormData, which this runtime lacks");
  const form = new FormData();
  for (const name of Object.keys(fields)) {
    const value = fields[name];
    if (value === undefined) continue;
    const type = partTypes.get(name);
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      const part = partOf(name, item, type);
      if (E.isLeft(part)) return part;
      form.append(name, part.right);
    }
  }
  return E.right(form);
};

/** A JSON lines body (`application/jsonl`, `application/x-ndjson`): one JSON text a line, each line ended. */
export const jsonLinesOf = (items: readonly unknown[]): E.Either<EndpointError, string> => {
  let text = "";
  for (let index = 0; index < items.length; index += 1) {
    let line: unknown;
    try {
      line = JSON.stringify(items[index]);
    } catch (error) {
      return fail("INVALID_PARAMETER", `body[${index}]: cannot be sent as JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (typeof line !== "string") return fail("INVALID_PARAMETER", `body[${index}]: ${valueKind(items[index])} is no JSON value`);
    text += `${line}\n`;
  }
  return E.right(text);
};

import { type EndpointError } from "@request-options/core";
import { type Dict, fail, isPlainObject, own, reasonOf, valueKind } from "@request-options/core/internal";
import * as E from "fp-ts/Either";
import { documentFail, objectAt, type OperationEntry, pointerAppend } from "./document";
import { type EncodingPlacement, formBodyEncoder, parameterSerializer, type ValueSerializer } from "./parameterSerialize";
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
  /** multipart/form-data: each field's Encoding Object, as its parts are written. */
  readonly parts: ReadonlyMap<string, PartEncoding>;
};

/**
 * How a multipart/form-data field's parts are written (3.2.0, Encoding By Name): by `style`/`explode`/`allowReserved`
 * as a query parameter, each pair a text part; else by `contentType` (one type: a list or a range names none).
 */
export type PartEncoding = { readonly contentType: string | undefined; readonly styled: ValueSerializer | undefined };

/** An operation's request body: its media types in document order, and the one a call that names none gets. */
export type BodyPlan = { readonly required: boolean; readonly media: readonly MediaPlan[]; readonly preferred: MediaPlan };

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
  // multipart/form-data by position names its parts in `headers` the document leaves open: given whole, as multipart/mixed.
  const kind = kindOf(type) === "multipart" && (own(media, "prefixEncoding") !== undefined || own(media, "itemEncoding") !== undefined) ? "other" : kindOf(type);
  const range = essenceOf(type);
  const schemaOf = (key: string): CheckedBody | undefined =>
    own(media, key) === undefined ? undefined : { schema: own(media, key), pointer: pointerAppend(pointer, key), required };
  const encoding = own(media, "encoding") ?? {};
  const encodingPointer = pointerAppend(pointer, "encoding");
  if ((kind === "form" || kind === "multipart") && !isPlainObject(encoding)) return documentFail(encodingPointer, `expected a map of Encoding Objects, got ${valueKind(encoding)}`);
  let form: ValueSerializer | undefined;
  if (kind === "form") {
    const encoder = formBodyEncoder(encoding as Readonly<Record<string, EncodingPlacement>>, encodingPointer);
    if (E.isLeft(encoder)) return encoder;
    form = encoder.right;
  }
  const parts = new Map<string, PartEncoding>();
  if (kind === "multipart") {
    for (const field of Object.keys(encoding as Dict)) {
      const fieldEncoding = (encoding as Dict)[field];
      const fieldPointer = pointerAppend(encodingPointer, field);
      if (!isPlainObject(fieldEncoding)) return documentFail(fieldPointer, `expected an Encoding Object, got ${valueKind(fieldEncoding)}`);
      const { contentType, style, explode, allowReserved } = fieldEncoding as EncodingPlacement;
      if (contentType !== undefined && typeof contentType !== "string") return documentFail(fieldPointer, `"contentType" must be a string, got ${valueKind(contentType)}`);
      let styled: ValueSerializer | undefined;
      if (style !== undefined || explode !== undefined || allowReserved !== undefined) {
        // Percent-encoding never applies to a part, so allowReserved changes nothing (3.2.0): the pairs are decoded.
        const serializer = parameterSerializer({ name: field, in: "query", style, explode }, fieldPointer, `body.${field}`);
        if (E.isLeft(serializer)) return serializer;
        styled = serializer.right;
      }
      parts.set(field, { contentType: contentType !== undefined && /^[^,*]+$/.test(contentType) ? contentType : undefined, styled });
    }
  }
  // A range (`image/*`) names no content-type; multipart/form-data's boundary is the client's.
  const contentType = kind === "multipart" || range.includes("*") ? "" : type;
  return E.right({ range, contentType, kind, checked: schemaOf("schema"), item: kind === "lines" ? schemaOf("itemSchema") : undefined, form, parts });
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
  return E.right(preferred === undefined ? undefined : { required, media, preferred });
};

/** The media type a call's `content-type` names (its parameters aside; a range of the document takes what it covers), else the preferred one. */
export const mediaPick = (body: BodyPlan, headers: Readonly<Dict>): E.Either<EndpointError, MediaPlan> => {
  const given = own(headers, "content-type");
  if (given === undefined) return E.right(body.preferred);
  const essence = essenceOf(String(given));
  const named =
    body.media.find(({ range }) => range === essence) ??
    body.media.find(({ range }) => range === "*/*" || (range.endsWith("/*") && essence.startsWith(range.slice(0, -1))));
  return named !== undefined
    ? E.right(named)
    : fail("INVALID_PARAMETER", `header.content-type: the request body is ${body.media.map(({ range }) => range).join(", ")}, not ${String(given)}`);
};

const isBlob = (value: unknown): value is Blob => typeof Blob !== "undefined" && value instanceof Blob;

// One part (3.2.0, Encoding Object): a Blob or File as given, typed by `contentType` when it has no type; bytes as a Blob;
// else text: JSON text for a list, an object or a JSON `contentType`, a scalar's text. Text of a `contentType` other
// than text/plain is a Blob of that type, as FormData types no text part. A stream is refused (FormData holds none).
const partOf = (name: string, value: unknown, type: string | undefined): E.Either<EndpointError, string | Blob> => {
  const options = type === undefined ? {} : { type };
  if (isBlob(value)) return E.right(type === undefined || value.type !== "" ? value : "name" in value ? new File([value], value.name as string, options) : new Blob([value], options));
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return E.right(new Blob([value as ArrayBuffer], options));
  const structured = Array.isArray(value) || isPlainObject(value);
  if (typeof value === "object" && !structured && !(value instanceof Date)) return fail("INVALID_PARAMETER", `body.${name}: a part is text, a Blob or bytes, got ${valueKind(value)}`);
  const json = type !== undefined && jsonMediaTypeOf(type);
  if (structured && type !== undefined && !json) return fail("INVALID_PARAMETER", `body.${name}: cannot be written as ${type}: give the part as a Blob or bytes`);
  const text = json || structured ? jsonText(value, `body.${name}`) : E.right(value instanceof Date ? value.toISOString() : String(value));
  if (E.isLeft(text) || type === undefined || essenceOf(type) === "text/plain") return text;
  return E.right(new Blob([text.right], options));
};

// JSON text, or INVALID_PARAMETER naming `where` for a value JSON cannot hold (a cycle, a bigint).
const jsonText = (value: unknown, where: string): E.Either<EndpointError, string> => {
  try {
    return E.right(JSON.stringify(value) ?? "null");
  } catch (error) {
    return fail("INVALID_PARAMETER", `${where}: cannot be sent as JSON: ${reasonOf(error)}`);
  }
};

/** A multipart/form-data body: a `FormData` of one part per field, and per item of a list, each written by the field's Encoding Object (3.2.0). */
export const formDataOf = (fields: Readonly<Dict>, parts: ReadonlyMap<string, PartEncoding>): E.Either<EndpointError, FormData> => {
  const form = new FormData();
  for (const name of Object.keys(fields)) {
    const value = fields[name];
    if (value === undefined) continue;
    const encoding = parts.get(name);
    if (encoding?.styled !== undefined) {
      const pairs = encoding.styled(value);
      if (E.isLeft(pairs)) return pairs;
      for (const pair of pairs.right?.split("&") ?? []) {
        const [key, text] = pair.split("=", 2) as [string, string?];
        form.append(decodeURIComponent(key), decodeURIComponent(text ?? ""));
      }
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      const part = partOf(name, item, encoding?.contentType);
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
    const line = jsonText(items[index], `body[${index}]`);
    if (E.isLeft(line)) return line;
    text += `${line.right}\n`;
  }
  return E.right(text);
};

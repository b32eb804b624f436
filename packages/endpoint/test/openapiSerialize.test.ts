/**
 * OpenAPI 3.1.1 parameter serialization (Parameter Object `style`, `explode`, `allowReserved`; Encoding Object for
 * form-urlencoded bodies), through the openapi entry.
 */
import { EndpointError, formBodyEncode, type ParameterPlacement, parameterSerialize } from "@request-options/endpoint/openapi";
import { expectError, type Loose } from "./support";

const string = "blue";
const array = ["blue", "black", "brown"];
const object = { R: 100, G: 200, B: 150 };

// OpenAPI 3.1.1, "Style Examples", every cell as the specification writes it. The `undefined` column's cells are the
// empty string's ("The value _empty_ denotes the empty string"); query cells lose their `?` (the serializer gives
// the pairs, the runtime joins them).
type Row = [style: string, explode: boolean, empty: string, string: string, array: string, object: string];
const table: Row[] = [
  ["matrix", false, ";color", ";color=blue", ";color=blue,black,brown", ";color=R,100,G,200,B,150"],
  ["matrix", true, ";color", ";color=blue", ";color=blue;color=black;color=brown", ";R=100;G=200;B=150"],
  ["label", false, ".", ".blue", ".blue,black,brown", ".R,100,G,200,B,150"],
  ["label", true, ".", ".blue", ".blue.black.brown", ".R=100.G=200.B=150"],
  ["simple", false, "", "blue", "blue,black,brown", "R,100,G,200,B,150"],
  ["simple", true, "", "blue", "blue,black,brown", "R=100,G=200,B=150"],
  ["form", false, "?color=", "?color=blue", "?color=blue,black,brown", "?color=R,100,G,200,B,150"],
  ["form", true, "?color=", "?color=blue", "?color=blue&color=black&color=brown", "?R=100&G=200&B=150"],
];
// The cells 3.1.1 fills for the styles RFC 6570 has no operator for (the others are n/a).
const queryOnly: Array<[style: string, explode: boolean, array: string, object: string]> = [
  ["spaceDelimited", false, "?color=blue%20black%20brown", "?color=R%20100%20G%20200%20B%20150"],
  ["pipeDelimited", false, "?color=blue%7Cblack%7Cbrown", "?color=R%7C100%7CG%7C200%7CB%7C150"],
];

const locationOf = (style: string): ParameterPlacement["in"] => (style === "matrix" || style === "label" || style === "simple" ? "path" : "query");
const unprefixed = (cell: string): string => (cell.startsWith("?") ? cell.slice(1) : cell);
const serialized = (placement: Loose, value: unknown): string | undefined => parameterSerialize(placement as ParameterPlacement, value);

describe("OpenAPI 3.1.1 Style Examples, cell for cell", () => {
  describe.each(table)("%s, explode %s", (style, explode, empty, stringCell, arrayCell, objectCell) => {
    const parameter = { name: "color", in: locationOf(style), style, explode };
    it.each([
      ["empty", "", empty],
      ["string", string, stringCell],
      ["array", array, arrayCell],
      ["object", object, objectCell],
    ])("%s", (_, value, cell) => {
      expect(serialized(parameter, value)).toBe(unprefixed(cell));
    });
  });

  describe.each(queryOnly)("%s, explode %s", (style, explode, arrayCell, objectCell) => {
    const parameter = { name: "color", in: "query", style, explode };
    it("array", () => expect(serialized(parameter, array)).toBe(unprefixed(arrayCell)));
    it("object", () => expect(serialized(parameter, object)).toBe(unprefixed(objectCell)));
  });

  it("deepObject, explode true: object", () => {
    expect(serialized({ name: "color", in: "query", style: "deepObject", explode: true }, object)).toBe(unprefixed("?color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150"));
  });

  it("simple in a header gives the path's cells", () => {
    for (const [, explode, empty, stringCell, arrayCell, objectCell] of table.filter(([style]) => style === "simple")) {
      const parameter = { name: "X-Color", in: "header", explode };
      expect([serialized(parameter, ""), serialized(parameter, string), serialized(parameter, array), serialized(parameter, object)]).toEqual([empty, stringCell, arrayCell, objectCell]);
    }
  });
});

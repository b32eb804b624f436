import { placeholderConvert } from "../src/placeholderConvert";

describe("placeholderConvert: where the path starts", () => {
  test("a http:// that is not at the start is no scheme: placeholders before it are converted", () => {
    expect(placeholderConvert("/:a/http://x")).toBe("/{a}/http://x");
  });

  test("the authority ends at ?: a / inside the query does not start a path", () => {
    expect(placeholderConvert("https://h.example?q=/a/:b")).toBe("https://h.example?q=/a/:b");
  });

  test("the authority ends at #: a / inside the fragment does not start a path", () => {
    expect(placeholderConvert("https://h.example#/a/:b")).toBe("https://h.example#/a/:b");
  });
});

describe("placeholderConvert: expressions are copied whole", () => {
  test("a :name inside an expression stays as written", () => {
    expect(placeholderConvert("/a/{b:c}/:d")).toBe("/a/{b:c}/{d}");
  });

  test("an expression is copied up to its closing brace, even a # just before it", () => {
    expect(placeholderConvert("/a/{x#}/:c")).toBe("/a/{x#}/{c}");
    expect(placeholderConvert("/a/{x?}/:c")).toBe("/a/{x?}/{c}");
  });

  test("an unclosed expression takes the rest of the URL, with its :name", () => {
    expect(placeholderConvert("/a/:b/{c/:d")).toBe("/a/{b}/{c/:d");
  });

  test("a {&…} or {#…} expression ends the path like {?…}: a later :name stays literal", () => {
    expect(placeholderConvert("/a{&x}/:c")).toBe("/a{&x}/:c");
    expect(placeholderConvert("/a{#x}/:c")).toBe("/a{#x}/:c");
  });

  test("other operator expressions do not end the path", () => {
    expect(placeholderConvert("/a{+x}/:c")).toBe("/a{+x}/{c}");
    expect(placeholderConvert("/a{.x}/:c")).toBe("/a{.x}/{c}");
  });
});

describe("placeholderConvert: what ends the path keeps the rest whole", () => {
  test("white space after a ? or an operator expression does not resume the path", () => {
    expect(placeholderConvert("/:a?q=is open:b")).toBe("/{a}?q=is open:b");
    expect(placeholderConvert("/:a{?q} x:b")).toBe("/{a}{?q} x:b");
    expect(placeholderConvert("/:a{?q x}:b")).toBe("/{a}{?q x}:b");
  });
});

import type { Headers, MergedMediaType, MergedOptions, RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { acceptAmend } from "../src/stages/acceptAmend";
import { cascadedOf } from "../src";
import type { Partitioned } from "../src/stages/paramPartition";

const defaults: MergedOptions = {
  method: "GET",
  baseUrl: "https://api.github.com",
  url: "/repos/{owner}/{repo}/pulls/{pull_number}",
  headers: { accept: "application/vnd.github.v3+json", "user-agent": "request-options/0.1.0" },
  mediaType: { format: "" },
};

const URL_ = "https://api.github.com/repos/o/r/pulls/1";

/** A `Partitioned` whose request carries `headers` and whose options carry `mediaType`. */
const partitioned = (
  mediaType: MergedMediaType,
  headers: Headers | undefined = { accept: "application/vnd.github.v3+json", "user-agent": "request-options/0.1.0" },
  extra: Partial<Pick<RequestOptions, "body" | "request">> = {},
  url: string = URL_,
): Partitioned => ({
  options: cascadedOf({ ...defaults, mediaType }),
  request: { method: "get", url, headers: headers ?? {}, ...extra },
});

const amend = (input: Partitioned): RequestOptions => {
  const result = acceptAmend(input);
  if (E.isLeft(result)) throw new Error(`expected a Right, got ${result.left.code}: ${result.left.message}`);
  return result.right;
};

const acceptOf = (mediaType: MergedMediaType, accept?: string): unknown =>
  amend(partitioned(mediaType, accept === undefined ? {} : { accept })).headers["accept"];


describe("acceptAmend: format", () => {
  it("application/vnd.github.v3+json + raw = application/vnd.github.v3.raw", () => {
    expect(acceptOf({ format: "raw" }, "application/vnd.github.v3+json")).toBe("application/vnd.github.v3.raw");
  });

  it("application/vnd.github.v3.raw + diff = application/vnd.github.v3.diff", () => {
    expect(acceptOf({ format: "diff" }, "application/vnd.github.v3.raw")).toBe("application/vnd.github.v3.diff");
  });

  it("application/vnd.github+json + diff = application/vnd.github.diff", () => {
    expect(acceptOf({ format: "diff" }, "application/vnd.github+json")).toBe("application/vnd.github.diff");
  });

  it("application/vnd.github.v3+json + text+json = application/vnd.github.v3.text+json", () => {
    expect(acceptOf({ format: "text+json" }, "application/vnd.github.v3+json")).toBe(
      "application/vnd.github.v3.text+json",
    );
  });

  it("replaces an existing +json format", () => {
    expect(acceptOf({ format: "html+json" }, "application/vnd.github.v3.text+json")).toBe(
      "application/vnd.github.v3.html+json",
    );
  });

  it("rewrites a bare vendor entry and keeps another vendor's name and version", () => {
    expect(acceptOf({ format: "raw" }, "application/vnd.github")).toBe("application/vnd.github.raw");
    expect(acceptOf({ format: "raw" }, "application/vnd.example.v12+json")).toBe("application/vnd.example.v12.raw");
  });

  it("rewrites every vendor entry and leaves the others byte-for-byte", () => {
    expect(
      acceptOf(
        { format: "diff" },
        "application/vnd.github.v3+json, text/html;charset=utf-8,application/vnd.github+json ,application/json",
      ),
    ).toBe("application/vnd.github.v3.diff, text/html;charset=utf-8,application/vnd.github.diff ,application/json");
  });

  it("leaves entries that are not of the vendor form alone", () => {
    const accept = "application/vnd.ms-excel,application/vnd.github.mercy-preview+json,text/plain; q=0.5";
    expect(acceptOf({ format: "raw" }, accept)).toBe(accept);
  });

  it("does nothing when there is no accept header", () => {
    const input = partitioned({ format: "raw" }, { "user-agent": "x" });
    const result = amend(input);
    expect(result).toBe(input.request);
    expect("accept" in result.headers).toBe(false);
  });

  it("does nothing for an empty format", () => {
    const input = partitioned({ format: "" });
    expect(amend(input)).toBe(input.request);
  });
});

describe("acceptAmend: previews", () => {
  it("builds accept from the previews, +json without a format", () => {
    expect(acceptOf({ format: "", previews: ["mercy", "symmetra"] }, "application/vnd.github.v3+json")).toBe(
      "application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json",
    );
  });

  it("renders each preview with .<format> when a format is set", () => {
    expect(acceptOf({ format: "raw", previews: ["mercy"] }, "application/vnd.github.v3+json")).toBe(
      "application/vnd.github.mercy-preview.raw",
    );
  });

  it("applies to every route, not only /graphql", () => {
    const input = partitioned(
      { format: "", previews: ["squirrel-girl"] },
      { accept: "application/vnd.github.v3+json" },
      {},
      "https://api.github.com/repos/o/r/issues/1/reactions",
    );
    expect(amend(input).headers["accept"]).toBe("application/vnd.github.squirrel-girl-preview+json");
  });

  it("puts the previews named in accept first, then the given ones, without duplicates", () => {
    expect(
      acceptOf(
        { format: "", previews: ["mercy", "symmetra", "mercy", "nebula"] },
        "application/vnd.github.symmetra-preview+json,application/vnd.github.luke-cage-preview+json",
      ),
    ).toBe(
      [
        "application/vnd.github.symmetra-preview+json",
        "application/vnd.github.luke-cage-preview+json",
        "application/vnd.github.mercy-preview+json",
        "application/vnd.github.nebula-preview+json",
      ].join(","),
    );
  });

  it("takes the merged names as they are: the merge has dropped one -preview already", () => {
    // "x-preview-preview" given to merge() arrives here as "x-preview", and is sent as such.
    expect(acceptOf({ format: "", previews: ["x-preview"] })).toBe("application/vnd.github.x-preview-preview+json");
  });

  it("builds accept from the previews alone when there is no accept header", () => {
    const input = partitioned({ format: "", previews: ["mercy"] }, { "user-agent": "x" });
    const result = amend(input);
    expect(result.headers).toEqual({ "user-agent": "x", accept: "application/vnd.github.mercy-preview+json" });
    expect(input.request.headers).toEqual({ "user-agent": "x" });
  });

  it("re-renders the previews of accept with the format", () => {
    expect(acceptOf({ format: "diff", previews: ["mercy"] }, "application/vnd.github.ant-man-preview+json")).toBe(
      "application/vnd.github.ant-man-preview.diff,application/vnd.github.mercy-preview.diff",
    );
  });

  it("does nothing for an empty previews array", () => {
    const input = partitioned({ format: "", previews: [] });
    expect(amend(input)).toBe(input.request);
  });

  it("returns request itself when the previews already are the whole accept", () => {
    const input = partitioned({ format: "", previews: ["mercy"] }, { accept: "application/vnd.github.mercy-preview+json" });
    expect(amend(input)).toBe(input.request);
  });
});

describe("acceptAmend: application/octet-stream", () => {
  it.each(["application/octet-stream", "Application/Octet-Stream", "application/vnd.github.v3+json, APPLICATION/OCTET-STREAM"])(
    "never amends %s, with a format or previews",
    (accept) => {
      const withFormat = partitioned({ format: "raw" }, { accept });
      expect(amend(withFormat)).toBe(withFormat.request);
      const withPreviews = partitioned({ format: "raw", previews: ["mercy"] }, { accept });
      expect(amend(withPreviews)).toBe(withPreviews.request);
      expect(withPreviews.request.headers["accept"]).toBe(accept);
    },
  );
});

describe("acceptAmend: ownership", () => {
  it("returns request itself when nothing changes", () => {
    const input = partitioned({ format: "raw" }, { accept: "application/vnd.github.v3.raw" });
    expect(amend(input)).toBe(input.request);
  });

  it("returns a fresh result with fresh headers when accept changes, and mutates nothing", () => {
    const body = { title: "t" };
    const meta = { timeout: 5 };
    const input = partitioned(
      { format: "raw", previews: ["mercy"] },
      { accept: "application/vnd.github.v3+json", "user-agent": "ua", "content-type": "application/json" },
      { body, request: meta },
    );
    const before = structuredClone(input);
    const result = amend(input);
    expect(input).toStrictEqual(before);
    expect(result).not.toBe(input.request);
    expect(result.headers).not.toBe(input.request.headers);
    expect(result).toEqual({
      method: "get",
      url: URL_,
      headers: { accept: "application/vnd.github.mercy-preview.raw", "user-agent": "ua", "content-type": "application/json" },
      body,
      request: meta,
    });
    expect(result.body).toBe(body);
    expect(result.request).toBe(meta);
    expect(Object.keys(result)).toEqual(["method", "url", "headers", "body", "request"]);
    expect(Object.keys(result.headers)).toEqual(["accept", "user-agent", "content-type"]);
  });

  it("keeps an empty-string body and adds no body or request when there was none", () => {
    const withEmpty = amend(partitioned({ format: "raw" }, undefined, { body: "" }));
    expect(withEmpty.body).toBe("");
    const without = amend(partitioned({ format: "raw" }));
    expect(Object.keys(without)).toEqual(["method", "url", "headers"]);
  });

  it("copies a __proto__ header as an own key", () => {
    const headers = JSON.parse('{"accept": "application/vnd.github.v3+json", "__proto__": "x"}') as Headers;
    const result = amend(partitioned({ format: "raw" }, headers));
    expect(Object.keys(result.headers)).toEqual(["accept", "__proto__"]);
    expect(Object.getPrototypeOf(result.headers)).toBe(Object.prototype);
    expect(result.headers["accept"]).toBe("application/vnd.github.v3.raw");
  });
});

describe("acceptAmend: edge cases", () => {
  it("rewrites only an entry that starts (after white space) with the vendor type", () => {
    const result = amend(
      partitioned({ format: "raw" }, { accept: "xapplication/vnd.github.v3+json, \tapplication/vnd.github.v3+json" }),
    );
    expect(result.headers["accept"]).toBe("xapplication/vnd.github.v3+json, \tapplication/vnd.github.v3.raw");
  });

  it("a run that is only -preview names no preview", () => {
    const result = amend(partitioned({ format: "", previews: ["x"] }, { accept: "application/vnd.github.-preview+json" }));
    expect(result.headers["accept"]).toBe("application/vnd.github.x-preview+json");
  });

  it("a hand-made media type without a format is no format: previews render as +json, and without previews accept stays", () => {
    const noFormat = { previews: ["x"] } as unknown as MergedMediaType;
    expect(acceptOf(noFormat, "application/vnd.github.v3+json")).toBe("application/vnd.github.x-preview+json");
    expect(acceptOf({} as unknown as MergedMediaType, "application/vnd.github.v3+json")).toBe("application/vnd.github.v3+json");
  });

  it("amends each accept, format and previews as they are, whatever was amended before", () => {
    // The amendments are kept by a key: no two of these may share one, although the strings
    // run together alike ("…+json" "raw" and "…+jsonr" "aw"; "x" "" ["y"] and "x" "y" []).
    expect(acceptOf({ format: "raw" }, "application/vnd.github.v3+json")).toBe("application/vnd.github.v3.raw");
    expect(acceptOf({ format: "aw" }, "application/vnd.github.v3+jsonr")).toBe("application/vnd.github.v3+jsonr");
    expect(acceptOf({ format: "", previews: ["y"] }, "x")).toBe("application/vnd.github.y-preview+json");
    expect(acceptOf({ format: "y" }, "x")).toBe("x");
    expect(acceptOf({ format: "", previews: ["a", "b"] }, "x")).toBe("application/vnd.github.a-preview+json,application/vnd.github.b-preview+json");
    expect(acceptOf({ format: "", previews: ["a,b"] }, "x")).toBe("application/vnd.github.a,b-preview+json");
    expect(acceptOf({ format: "", previews: ["x"] })).toBe("application/vnd.github.x-preview+json");
    expect(acceptOf({ format: "", previews: ["x"] }, "-")).toBe("application/vnd.github.x-preview+json");
    expect(acceptOf({ format: "", previews: ["x"] }, "a-preview")).toBe("application/vnd.github.a-preview+json,application/vnd.github.x-preview+json");
  });

  it("does not carry headers whose value is undefined into the fresh headers", () => {
    const headers = { accept: "application/vnd.github.v3+json", "x-gone": undefined } as unknown as Headers;
    const result = amend(partitioned({ format: "raw" }, headers));
    expect(result.headers).toEqual({ accept: "application/vnd.github.v3.raw" });
    expect(Object.keys(result.headers)).toEqual(["accept"]);
  });
});

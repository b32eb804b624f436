import type { MergedMediaType, MergedOptions } from "@request-options/types";
import { acceptAmend, DEFAULTS, type Partitioned, VERSION } from "@request-options/core";
import { rightOf } from "./leftCode";
import { partitionedOf } from "./stageInputs";

// acceptAmend: `accept` amended from `mediaType` (DECISIONS.md "Media types"). Never fails.

const userAgent = `request-options/${VERSION}`;
// Defaults without an accept header, so that a call may have none.
const noAccept = { ...DEFAULTS, headers: { "user-agent": userAgent } } as MergedOptions;

/** What paramPartition hands over for `GET /x` with this media type and accept (none when undefined). */
const partitioned = (mediaType: Record<string, unknown>, accept?: string, route = "GET /x", options: Record<string, unknown> = {}): Partitioned =>
  rightOf(partitionedOf(route, { ...options, mediaType, ...(accept === undefined ? {} : { headers: { accept } }) }, noAccept));
const amend = (input: Partitioned) => rightOf(acceptAmend(input));
const acceptOf = (mediaType: Record<string, unknown>, accept?: string): unknown => amend(partitioned(mediaType, accept)).headers["accept"];
/** The same, with a media type as no cascade would merge it. */
const handMade = (mediaType: unknown, accept: string): unknown => {
  const input = partitioned({}, accept);
  return amend({ ...input, options: { ...input.options, mediaType: mediaType as MergedMediaType } }).headers["accept"];
};

describe("acceptAmend: format", () => {
  it.each([
    ["application/vnd.github.v3+json", "raw", "application/vnd.github.v3.raw"],
    ["application/vnd.github.v3.raw", "diff", "application/vnd.github.v3.diff"],
    ["application/vnd.github+json", "diff", "application/vnd.github.diff"],
    ["application/vnd.github.v3+json", "text+json", "application/vnd.github.v3.text+json"],
    ["application/vnd.github.v3.text+json", "html+json", "application/vnd.github.v3.html+json"],
    ["application/vnd.github", "raw", "application/vnd.github.raw"],
    ["application/vnd.example.v12+json", "raw", "application/vnd.example.v12.raw"],
    // Every vendor entry, the others byte for byte.
    [
      "application/vnd.github.v3+json, text/html;charset=utf-8,application/vnd.github+json ,application/json",
      "diff",
      "application/vnd.github.v3.diff, text/html;charset=utf-8,application/vnd.github.diff ,application/json",
    ],
    // Entries not of the vendor form stay.
    ["application/vnd.ms-excel,application/vnd.github.mercy-preview+json,text/plain; q=0.5", "raw", "application/vnd.ms-excel,application/vnd.github.mercy-preview+json,text/plain; q=0.5"],
    ["xapplication/vnd.github.v3+json, \tapplication/vnd.github.v3+json", "raw", "xapplication/vnd.github.v3+json, \tapplication/vnd.github.v3.raw"],
    ["application/vnd.github.v3+jsonr", "aw", "application/vnd.github.v3+jsonr"],
    ["x", "y", "x"],
  ])("%s with format %s: %s", (accept, format, expected) => {
    expect(acceptOf({ format }, accept)).toBe(expected);
  });

  it("does nothing without an accept header: the request itself", () => {
    const input = partitioned({ format: "raw" });
    const result = amend(input);
    expect(result).toBe(input.request);
    expect("accept" in result.headers).toBe(false);
  });

  it("does nothing for an empty format without previews: the request itself", () => {
    const input = partitioned({ format: "" }, "application/vnd.github.v3+json");
    expect(amend(input)).toBe(input.request);
  });

  it("the default accept with a format, as endpoint() gives it", () => {
    expect(amend(rightOf(partitionedOf("GET /x", { mediaType: { format: "raw" } }))).headers).toStrictEqual({
      accept: "application/vnd.github.v3.raw",
      "user-agent": userAgent,
    });
  });
});

describe("acceptAmend: previews", () => {
  it.each([
    [{ previews: ["mercy", "symmetra"] }, "application/vnd.github.v3+json", "application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json"],
    [{ format: "raw", previews: ["mercy"] }, "application/vnd.github.v3+json", "application/vnd.github.mercy-preview.raw"],
    // The previews already named in accept first, then the given ones, without duplicates.
    [
      { previews: ["mercy", "symmetra", "mercy", "nebula"] },
      "application/vnd.github.symmetra-preview+json,application/vnd.github.luke-cage-preview+json",
      "application/vnd.github.symmetra-preview+json,application/vnd.github.luke-cage-preview+json,application/vnd.github.mercy-preview+json,application/vnd.github.nebula-preview+json",
    ],
    // Those of accept rendered again with the format.
    [{ format: "diff", previews: ["mercy"] }, "application/vnd.github.ant-man-preview+json", "application/vnd.github.ant-man-preview.diff,application/vnd.github.mercy-preview.diff"],
    // The merge dropped one -preview: "x-preview-preview" is sent as x-preview.
    [{ previews: ["x-preview-preview"] }, "application/vnd.github.v3+json", "application/vnd.github.x-preview-preview+json"],
    // A run that is only -preview names no preview.
    [{ previews: ["x"] }, "application/vnd.github.-preview+json", "application/vnd.github.x-preview+json"],
    [{ previews: ["x"] }, "-", "application/vnd.github.x-preview+json"],
    [{ previews: ["x"] }, "a-preview", "application/vnd.github.a-preview+json,application/vnd.github.x-preview+json"],
    [{ previews: ["y"] }, "x", "application/vnd.github.y-preview+json"],
    [{ previews: ["a", "b"] }, "x", "application/vnd.github.a-preview+json,application/vnd.github.b-preview+json"],
  ])("%j over %s: %s", (mediaType, accept, expected) => {
    expect(acceptOf(mediaType, accept)).toBe(expected);
  });

  it("without an accept header, accept is the previews alone; the request given keeps its headers", () => {
    const input = partitioned({ previews: ["mercy"] });
    expect(amend(input).headers).toStrictEqual({ "user-agent": userAgent, accept: "application/vnd.github.mercy-preview+json" });
    expect(input.request.headers).toStrictEqual({ "user-agent": userAgent });
  });

  it("apply to every route, not only /graphql", () => {
    const input = partitioned({ previews: ["squirrel-girl"] }, "application/vnd.github.v3+json", "GET /repos/o/r/issues/1/reactions");
    expect(amend(input).headers["accept"]).toBe("application/vnd.github.squirrel-girl-preview+json");
    expect(amend(partitioned({ previews: ["a"] }, "application/vnd.github.v3+json", "POST /graphql")).headers["accept"]).toBe("application/vnd.github.a-preview+json");
  });

  it("previews from defaults and the call together", () => {
    const defaults = { ...DEFAULTS, mediaType: { format: "", previews: ["mercy"] } } as MergedOptions;
    expect(amend(rightOf(partitionedOf("GET /x", { mediaType: { previews: ["nebula"] } }, defaults))).headers["accept"]).toBe(
      "application/vnd.github.mercy-preview+json,application/vnd.github.nebula-preview+json",
    );
  });

  it("an empty list, or previews that already are the whole accept: the request itself", () => {
    const empty = partitioned({ previews: [] }, "application/vnd.github.v3+json");
    expect(amend(empty)).toBe(empty.request);
    const same = partitioned({ previews: ["mercy"] }, "application/vnd.github.mercy-preview+json");
    expect(amend(same)).toBe(same.request);
  });

  it("a media type no cascade made: its names are taken as they are", () => {
    expect(handMade({ format: "", previews: ["a,b"] }, "x")).toBe("application/vnd.github.a,b-preview+json");
    expect(handMade({ format: "", previews: ["a-preview"] }, "x")).toBe("application/vnd.github.a-preview-preview+json");
  });
});

describe("acceptAmend: application/octet-stream", () => {
  it.each(["application/octet-stream", "Application/Octet-Stream", "application/vnd.github.v3+json, APPLICATION/OCTET-STREAM"])(
    "%s is never amended, by a format or by previews",
    (accept) => {
      for (const mediaType of [{ format: "raw" }, { format: "raw", previews: ["mercy"] }, { previews: ["mercy"] }]) {
        const input = partitioned(mediaType, accept);
        expect(amend(input)).toBe(input.request);
        expect(input.request.headers["accept"]).toBe(accept);
      }
    },
  );
});

describe("acceptAmend: ownership", () => {
  it("returns the request itself when nothing changes", () => {
    const input = partitioned({ format: "raw" }, "application/vnd.github.v3.raw");
    expect(amend(input)).toBe(input.request);
  });

  it("returns a fresh result with fresh headers when accept changes, and changes nothing given", () => {
    const data = { title: "t" };
    const meta = { timeout: 5 };
    const input = partitioned({ format: "raw", previews: ["mercy"] }, undefined, "POST /x", { data, request: meta, headers: { accept: "application/vnd.github.v3+json", "content-type": "application/json" } });
    const before = structuredClone(input);
    const result = amend(input);
    expect(input).toStrictEqual(before);
    expect(result).not.toBe(input.request);
    expect(result.headers).not.toBe(input.request.headers);
    expect(result).toStrictEqual({
      method: "post",
      url: "https://api.github.com/x",
      headers: { "user-agent": userAgent, accept: "application/vnd.github.mercy-preview.raw", "content-type": "application/json" },
      body: data,
      request: meta,
    });
    expect(result.body).toBe(data);
    expect(result.request).toBe(meta);
    expect(Object.keys(result)).toEqual(["method", "url", "headers", "body", "request"]);
  });

  it("keeps an empty-string body, and adds no body or request when there was none", () => {
    expect(amend(partitioned({ format: "raw" }, "application/vnd.github.v3+json", "PUT /x")).body).toBe("");
    expect(Object.keys(amend(partitioned({ format: "raw" }, "application/vnd.github.v3+json")))).toEqual(["method", "url", "headers"]);
  });

  it("a __proto__ header stays an own key", () => {
    const headers = JSON.parse('{"accept": "application/vnd.github.v3+json", "__proto__": "x"}') as Record<string, string>;
    const result = amend(rightOf(partitionedOf("GET /x", { headers, mediaType: { format: "raw" } }, noAccept)));
    expect(Object.keys(result.headers)).toEqual(["user-agent", "accept", "__proto__"]);
    expect(Object.getPrototypeOf(result.headers)).toBe(Object.prototype);
    expect(result.headers["accept"]).toBe("application/vnd.github.v3.raw");
  });
});
